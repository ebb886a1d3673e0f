import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import type { SignInEntry } from '@showroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format';
import { signInsQuery } from './api';
import { AccountSection } from './account-section';
import { describeUserAgent } from './user-agent';

function browserOf(entry: SignInEntry, unknown: string) {
  if (!entry.userAgent) return unknown;
  const { browser, system } = describeUserAgent(entry.userAgent);
  if (!browser && !system) return entry.userAgent;
  return [browser, system].filter(Boolean).join(' · ');
}

/** The latest successful sign-ins to one's account, from the audit log: when, from where, how. */
export function SignInsSection() {
  const { t } = useTranslation('account');
  const formats = useFormats();
  const signIns = useQuery(signInsQuery());
  const unknown = t('signIns.unknown');
  return (
    <AccountSection title={t('signIns.title')} text={t('signIns.text')}>
      {signIns.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : signIns.isError ? (
        <Alert severity="error">{t('signIns.loadError')}</Alert>
      ) : signIns.data.length === 0 ? (
        <Alert severity="info">{t('signIns.empty')}</Alert>
      ) : (
        <List dense disablePadding aria-label={t('signIns.title')}>
          {signIns.data.map((entry) => (
            <ListItem key={entry.id} disableGutters divider>
              <ListItemText
                primary={formats.dateTime(entry.at)}
                secondary={
                  <>
                    <span dir="ltr">{entry.ip ?? unknown}</span>
                    {' · '}
                    <span dir="ltr" title={entry.userAgent ?? undefined}>
                      {browserOf(entry, unknown)}
                    </span>
                  </>
                }
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </AccountSection>
  );
}
