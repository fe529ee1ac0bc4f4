import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import {
  type Membership,
  type TaxInvoice,
  TaxInvoiceNumberSchema,
  taxInvoiceParam,
  taxInvoicePdfFilename,
  taxInvoicePdfPath,
  type User,
} from '@kiin/contracts';
import { toApiError } from '../../../api/base-query';
import { formatDate } from '../../../components/dates';
import { QueryError } from '../../../components/QueryError';
import { flattenPages } from '../../../components/show-more';
import { ShowMore } from '../../../components/ShowMore';
import { contactEmail } from '../../../components/contact-email';
import { PlanCards } from '../../../components/PlanCards';
import { useInvoicesInfiniteQuery, useMembershipQuery, useSetPremiumMutation } from '../../../api/payment-api';
import { useToast } from '../../../toast/toast-context';
import { CancelMembershipDialog } from './CancelMembershipDialog';
import { invoicePdfNavigation } from '../invoice-pdf';
import { formatAud, membershipView, type MembershipView } from '../membership-view';
import { premiumAnchor } from '../profile-tabs';

const cardSx = { p: { xs: 2.5, md: 3 } } as const;

/** A refusal the server explains (nothing to cancel, nothing to resume) is shown in its words. */
function failureText(error: Parameters<typeof toApiError>[0]): string {
  const apiError = toApiError(error);
  return apiError && apiError.status >= 400 && apiError.status < 500 && apiError.body ? apiError.body : 'Please try again later';
}

function PlanSummary({ planName, priceLabel, status, children }: { planName: string; priceLabel: string; status: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={cardSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
        <Typography component="h3" variant="h3">
          {planName}
        </Typography>
        <Chip icon={<WorkspacePremiumIcon />} label={status} color="secondary" size="small" sx={{ fontWeight: 700 }} />
      </Box>
      {priceLabel && (
        <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 800, mb: 1 }}>
          {priceLabel}
          <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 400 }}>
            {' '}
            GST included
          </Typography>
        </Typography>
      )}
      {children}
    </Paper>
  );
}

function FreeMembership({ endedAt }: { endedAt: string | null }) {
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={cardSx}>
        <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
          Free Kiin account
        </Typography>
        {endedAt && <Typography sx={{ mb: 1 }}>Your premium membership ended on {formatDate(endedAt, 'long')}.</Typography>}
        <Typography color="text.secondary">
          Your Kiin account is free: the content library, the community and condition tracking cost nothing. kliinics and the
          Monthly Membership (premium) are paid.
        </Typography>
      </Paper>
      <Box>
        <Typography sx={{ fontWeight: 650, fontSize: '1.1rem' }}>
          Upgrade to Premium with the Monthly Membership, or book a single kliinic.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          You pay on the next page. Prices include GST.
        </Typography>
        <PlanCards />
      </Box>
    </Stack>
  );
}

/**
 * The invoice mail links here with `?invoice=KIIN-…`: once the member (signed in, perhaps
 * just now) sees their invoices, that one opens as a PDF. The parameter goes first, so Back
 * from the PDF returns to this list instead of opening it again. An older invoice than the
 * pages shown asks for the next page until it is found or there is none. Gives the number
 * back when it is not one of this member's invoices (only once every page is in, up to date).
 */
function useInvoiceFromMail(invoices: TaxInvoice[], more: { hasMore: boolean; busy: boolean; onMore: () => void }): string | null {
  const [params, setParams] = useSearchParams();
  const asked = params.get(taxInvoiceParam);
  const wanted = asked !== null && TaxInvoiceNumberSchema.safeParse(asked).success ? asked : null;
  const invoice = wanted === null ? undefined : invoices.find((i) => i.number === wanted);
  const opened = useRef(false);
  const { hasMore, busy, onMore } = more;
  const looking = wanted !== null && !invoice;
  useEffect(() => {
    if (looking && hasMore && !busy) onMore();
  }, [looking, hasMore, busy, onMore]);
  useEffect(() => {
    if (!invoice || opened.current) return;
    opened.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(taxInvoiceParam);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    invoicePdfNavigation.open(taxInvoicePdfPath(invoice.number, true));
  }, [invoice, setParams]);
  return looking && !hasMore && !busy ? wanted : null;
}

const invoiceNoun = { one: 'tax invoice', many: 'tax invoices' };

/** The member's tax invoices, newest first, a page at a time, each with its PDF. */
function Invoices() {
  const headingId = useId();
  // Asked afresh each time the section opens, as the membership is: a payment adds one.
  const query = useInvoicesInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = query;
  const invoices = useMemo(() => flattenPages(data?.pages), [data]);
  const onMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const notTheirs = useInvoiceFromMail(invoices, { hasMore: hasNextPage, busy: isFetching || Boolean(error), onMore });
  if (!data) return error ? <QueryError what="your tax invoices" error={error} onRetry={() => void refetch()} /> : null;
  if (!invoices.length && !notTheirs) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h3" sx={{ mb: 1 }}>
        Tax invoices
      </Typography>
      {notTheirs && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Tax invoice {notTheirs} is not one of this account&apos;s invoices. If it was mailed to another address, sign in with
          that account to open it.
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {invoices.map((invoice) => (
          <Box
            component="li"
            key={invoice.id}
            data-list-item
            tabIndex={-1}
            // On a phone the link goes under the invoice's lines; on wider screens it sits at their right.
            sx={{
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              columnGap: 2,
            }}
          >
            <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 650 }}>
                {invoice.number} · {formatDate(invoice.issuedAt)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {invoice.description}: {formatAud(invoice.totalCents)}, including {formatAud(invoice.gstCents)} GST
              </Typography>
            </Box>
            <Link
              href={taxInvoicePdfPath(invoice.number)}
              download={taxInvoicePdfFilename(invoice.number)}
              aria-label={`Download PDF of tax invoice ${invoice.number}`}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44, fontWeight: 600 }}
            >
              <DownloadIcon fontSize="small" aria-hidden="true" />
              Download PDF
            </Link>
          </Box>
        ))}
      </Box>
      <ShowMore count={invoices.length} hasMore={hasNextPage} loading={isFetchingNextPage} failed={Boolean(error) && !isFetching} onMore={onMore} noun={invoiceNoun} />
    </Box>
  );
}

function MembershipDetails({ view }: { view: MembershipView }) {
  const [setPremium, { isLoading }] = useSetPremiumMutation();
  const [confirming, setConfirming] = useState(false);
  const { toast } = useToast();

  const cancel = async () => {
    const result = await setPremium({ isPremium: false });
    setConfirming(false);
    if ('error' in result) {
      toast({ title: 'Cancellation failed', description: failureText(result.error), variant: 'error' });
      return;
    }
    const until = result.data.until ? ` Premium stays on until ${formatDate(result.data.until, 'long')}.` : '';
    toast({ title: 'Subscription cancelled', description: `Your membership will not renew.${until}`, variant: 'success' });
  };

  const resume = async () => {
    const result = await setPremium({ isPremium: true });
    if ('error' in result) {
      toast({ title: 'Upgrade failed', description: failureText(result.error), variant: 'error' });
      return;
    }
    const renews = result.data.until ? ` It renews on ${formatDate(result.data.until, 'long')}.` : '';
    // Keeping a membership that was ending is a resumption, not a new upgrade.
    toast({ title: 'Membership resumed', description: `Your membership continues.${renews}`, variant: 'success' });
  };

  switch (view.kind) {
    case 'free':
      return <FreeMembership endedAt={view.endedAt} />;
    case 'granted':
      return (
        <Paper variant="outlined" sx={cardSx}>
          <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
            Premium
          </Typography>
          <Typography>
            The Kiin team has given your account premium access, so there is no paid subscription to manage here. Questions?
            Email <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>.
          </Typography>
        </Paper>
      );
    case 'ending':
      return (
        <PlanSummary planName={view.planName} priceLabel={view.priceLabel} status="Cancelled">
          <Typography sx={{ mb: 2 }}>
            Your membership is cancelled and will not renew.{' '}
            {view.endsAt ? `Premium stays on until ${formatDate(view.endsAt, 'long')}` : 'Premium stays on until the end of the period you paid for'};
            after that your account returns to the free membership.
          </Typography>
          <Button variant="contained" onClick={() => void resume()} disabled={isLoading}>
            Keep my membership
          </Button>
        </PlanSummary>
      );
    case 'active':
    case 'past-due':
      return (
        <>
          <PlanSummary planName={view.planName} priceLabel={view.priceLabel} status={view.kind === 'active' ? 'Active' : 'Payment due'}>
            {view.kind === 'past-due' && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                Your latest membership payment did not go through. Premium stays on for a short while; if the payment cannot be
                taken, the membership ends. Questions? Email <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>.
              </Alert>
            )}
            {view.renewsAt && <Typography sx={{ mb: 2 }}>Next renewal: {formatDate(view.renewsAt, 'long')}.</Typography>}
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={isLoading}>
              Cancel membership
            </Button>
          </PlanSummary>
          <CancelMembershipDialog
            open={confirming}
            paidUntil={view.renewsAt}
            busy={isLoading}
            onKeep={() => setConfirming(false)}
            onCancel={() => void cancel()}
          />
        </>
      );
  }
}

/** The member's plan (section `#premium`): plans and upgrade when free; the plan, renewal and cancel when premium. */
export function MembershipPanel({ user }: { user: User }) {
  const headingId = useId();
  // Asked afresh each time the section opens: a payment or the end of a period changes it
  // without this page knowing (the success page refreshes the user, not the membership).
  const membership = useMembershipQuery(undefined, { refetchOnMountOrArgChange: true });

  let body: ReactNode;
  if (membership.isLoading) {
    body = (
      <Box role="status" aria-busy="true" aria-label="Loading your membership">
        <Skeleton variant="rounded" height={200} />
      </Box>
    );
  } else if (membership.error || !membership.data) {
    body = <QueryError what="your membership" error={membership.error} onRetry={() => void membership.refetch()} />;
  } else {
    body = <MembershipBody membership={membership.data} isPremium={user.isPremium} />;
  }

  return (
    <Box component="section" id={premiumAnchor} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        Membership
      </Typography>
      {body}
    </Box>
  );
}

function MembershipBody({ membership, isPremium }: { membership: Membership; isPremium: boolean }) {
  return (
    <Stack spacing={4}>
      <MembershipDetails view={membershipView(membership, isPremium)} />
      <Invoices />
    </Stack>
  );
}
