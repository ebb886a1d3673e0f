import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerQueryDetails } from '@showroom/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/i18n';
import { queriesTranslations } from './i18n';

const ns = queriesTranslations.namespace;

/** One message of the conversation: the customer's on the start side, replies on the end. */
function Message({
  author,
  at,
  text,
  fromTeam,
}: {
  author: string;
  at: string;
  text: string;
  fromTeam: boolean;
}) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        maxWidth: { xs: '100%', sm: '85%' },
        alignSelf: fromTeam ? 'flex-end' : 'flex-start',
        border: 1,
        borderColor: fromTeam ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: fromTeam ? 'action.selected' : 'background.default',
        px: 2,
        py: 1.5,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="p" dir="auto">
          {author}
        </Typography>
        <Typography variant="caption" component="time" dateTime={at} color="text.secondary">
          {formatDateTime(at)}
        </Typography>
      </Stack>
      <Typography
        variant="body2"
        dir="auto"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}
      >
        {text}
      </Typography>
    </Box>
  );
}

/**
 * The customer's message, then every reply staff mailed, oldest first, each with who sent it
 * and when. A reply kept from before senders were recorded is the team's.
 */
export function ConversationMessages({ customerQuery }: { customerQuery: CustomerQueryDetails }) {
  const { t } = useTranslation(['common', ns]);
  return (
    <>
      <Stack component="ol" spacing={2} sx={{ m: 0, p: 0 }}>
        <Message
          author={t(`${ns}:detail.customerWrote`, { name: customerQuery.name })}
          at={customerQuery.createdAt}
          text={customerQuery.message}
          fromTeam={false}
        />
        {customerQuery.replies.map((reply) => (
          <Message
            key={reply.id}
            author={
              reply.sentBy
                ? t(`${ns}:detail.staffReplied`, { name: reply.sentBy.name })
                : t(`${ns}:detail.teamReplied`)
            }
            at={reply.sentAt}
            text={reply.text}
            fromTeam
          />
        ))}
      </Stack>
      {customerQuery.replies.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t(`${ns}:detail.noReply`)}
        </Typography>
      ) : null}
    </>
  );
}
