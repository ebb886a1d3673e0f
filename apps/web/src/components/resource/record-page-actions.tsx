import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BackButton } from '../back-button';
import { editPath, type ResourceDefinition } from '../../lib/resource/define-resource';
import type { BaseRow } from '../../lib/resource/resource-api';
import type { RowActionDefinition } from '../../lib/resource/row-actions';
import type { useRowActions } from './use-resource-actions';

/**
 * A record page's header actions: back to the list, Edit when the person may, and the moves
 * the list offers for the record (publish, block…), each labelled as in the list.
 */
export function RecordPageActions<Row extends BaseRow>(props: {
  resource: ResourceDefinition<Row>;
  record: Row;
  canEdit: boolean;
  moves: RowActionDefinition<Row>[];
  actions: Pick<ReturnType<typeof useRowActions<Row>>, 'running' | 'start'>;
}) {
  const { resource, record, actions } = props;
  const { t } = useTranslation(['common', resource.namespace]);
  return (
    <>
      <BackButton to={resource.basePath}>{t('common:actions.backToList')}</BackButton>
      {props.canEdit ? (
        <Button
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
          component={RouterLink}
          to={editPath(resource, record.id)}
        >
          {t('common:actions.edit')}
        </Button>
      ) : null}
      {props.moves.map((action) => (
        <Button
          key={action.key}
          variant="contained"
          color={action.destructive ? 'error' : 'primary'}
          startIcon={<action.icon />}
          disabled={actions.running}
          onClick={() => actions.start(action, record)}
        >
          {t(`${resource.namespace}:actions.${action.key}`)}
        </Button>
      ))}
    </>
  );
}
