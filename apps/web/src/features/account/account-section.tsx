import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Admin } from '@showroom/contract';
import { useId, type ComponentType, type ReactNode } from 'react';

/** What every section of the account page is given: the signed-in person. */
export type AccountSectionProps = { admin: Admin };
export type AccountSectionComponent = ComponentType<AccountSectionProps>;

/**
 * One section of the account page: a card headed by its title (a landmark named by it) with
 * a line saying what it is for. Every section uses it, so they read alike.
 */
export function AccountSection({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {text ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {text}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
