import {
  isLevel,
  systemRoleDescription,
  systemRoleNames,
  type Level,
} from '@showroom/contract/access';
import { i18n, isLanguage, type Language } from './i18n';

/** A role as it is named: its name and level, and its description where it has one. */
type NamedRole = { name: string; level: string; description?: string | null };

const systemLevel = (role: NamedRole): Level | null =>
  isLevel(role.level) && systemRoleNames[role.level] === role.name ? role.level : null;

const languageNow = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/**
 * A role's name as the app shows it: a system role's fixed name (the contract's
 * `systemRoleNames`, which no other role may take) in the app's language; any other as named.
 */
export function roleName(role: NamedRole, language: Language = languageNow()): string {
  const level = systemLevel(role);
  return level
    ? i18n.t(`common:systemRoles.${level}`, { lng: language, defaultValue: role.name })
    : role.name;
}

/** A role's description: a system role's seeded one in the app's language, else as written. */
export function roleDescription(role: NamedRole, language: Language = languageNow()): string {
  const level = systemLevel(role);
  const description = role.description ?? '';
  return level && description === systemRoleDescription(level)
    ? i18n.t('common:systemRoles.description', {
        lng: language,
        role: roleName(role, language),
        defaultValue: description,
      })
    : description;
}
