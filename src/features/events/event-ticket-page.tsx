/**
 * EventTicketMenu `/my-events/tickets?id=` (commerce spec §2 "Events": ticket detail with a QR code (qrcode.react),
 * detail, share and download modals). A thin view of machines/event-ticket.machine.ts. The event description is
 * server HTML, sanitised with DOMPurify.
 */
import { Link } from '@tanstack/react-router';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { lmsEventUrl } from '../../config/links';
import { copyText } from '../../lib/clipboard';
import { formatDateTimeWib, formatRupiah } from '../../lib/format';
import { sanitizeHtml } from '../../lib/safe-html';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { showToast } from '../../ui/toast';
import { T } from './texts';
import { useEventTicket, type EventTicketLogic } from './use-events';
import './events.css';

async function copyLink(url: string) {
  const ok = await copyText(url);
  showToast(ok ? { message: T.copied, tone: 'success' } : { message: T.copyFailed, tone: 'error' });
}

export function EventTicketPage({ ticketId, userId, logic }: { ticketId: number; userId: number; logic?: EventTicketLogic }) {
  const view = useEventTicket(ticketId, userId, logic);
  const canvasHolder = useRef<HTMLDivElement>(null);
  const t = view.ticket;

  const download = () => {
    const canvas = canvasHolder.current?.querySelector('canvas');
    if (!canvas || !t) return;
    const a = document.createElement('a');
    a.href = canvas.toDataURL('image/png');
    a.download = `tiket-${t.ticket_code}.png`;
    a.click();
  };

  return (
    <section className="page container ticket-page" aria-labelledby="ticket-title">
      <p>
        <Link to="/my-events">{T.back}</Link>
      </p>
      <h1 id="ticket-title" className="page-title">
        {T.ticketTitle}
      </h1>
      {view.loading ? (
        <div className="ticket-card" aria-busy="true">
          <Skeleton width="200px" height="200px" />
          <Skeleton width="60%" />
        </div>
      ) : null}
      {view.notFound ? <EmptyState message={T.notFound} /> : null}
      {view.failure !== null ? <EmptyState message={view.failure} action={{ label: T.retry, onClick: view.retry }} /> : null}
      {t ? (
        <article className="ticket-card" aria-labelledby="ticket-event">
          <div className="ticket-card__qr">
            <QRCodeSVG value={t.qr_value} size={200} marginSize={2} role="img" aria-label={T.qrLabel(t.ticket_code)} />
            <p className="ticket-card__code">{t.ticket_code}</p>
          </div>
          <div className="ticket-card__body">
            <h2 id="ticket-event">{t.title}</h2>
            <dl className="ticket-card__facts">
              <div>
                <dt>{T.holder}</dt>
                <dd>{t.holder_name}</dd>
              </div>
              <div>
                <dt>{T.ticketType}</dt>
                <dd>{t.ticket_type}</dd>
              </div>
              <div>
                <dt>{T.when}</dt>
                <dd>{formatDateTimeWib(t.start_at)}</dd>
              </div>
              <div>
                <dt>{T.where}</dt>
                <dd>{t.location}</dd>
              </div>
              <div>
                <dt>{T.price}</dt>
                <dd>{t.price === 0 ? 'Gratis' : formatRupiah(t.price)}</dd>
              </div>
            </dl>
            <div className="ticket-card__actions">
              <button type="button" className="btn btn--outline" onClick={() => view.open('detail')}>
                {T.detail}
              </button>
              <button type="button" className="btn btn--outline" onClick={() => view.open('share')}>
                {T.share}
              </button>
              <button type="button" className="btn btn--primary" onClick={() => view.open('download')}>
                {T.download}
              </button>
            </div>
          </div>
        </article>
      ) : null}

      <Dialog open={view.modal === 'detail'} title={T.detailTitle} onClose={view.close} size="lg">
        {t ? (
          <>
            <p>
              <strong>{t.title}</strong> · {T.organizer}: {t.organizer}
            </p>
            <div className="ticket-description" dangerouslySetInnerHTML={{ __html: sanitizeHtml(t.description) }} />
          </>
        ) : null}
      </Dialog>
      <Dialog open={view.modal === 'share'} title={T.shareTitle} onClose={view.close} size="sm">
        {t ? (
          <div className="ticket-share">
            <p>{T.shareText(t.title)}</p>
            <input readOnly aria-label={T.shareTitle} value={lmsEventUrl(t.slug)} />
            <button type="button" className="btn btn--primary" onClick={() => void copyLink(lmsEventUrl(t.slug))}>
              {T.copyLink}
            </button>
            <a
              className="btn btn--outline"
              href={`https://wa.me/?text=${encodeURIComponent(`${T.shareText(t.title)} ${lmsEventUrl(t.slug)}`)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {T.shareWhatsapp}
            </a>
          </div>
        ) : null}
      </Dialog>
      <Dialog open={view.modal === 'download'} title={T.downloadTitle} onClose={view.close} size="sm">
        {t ? (
          <div className="ticket-download" ref={canvasHolder}>
            <p>{T.downloadLead}</p>
            <QRCodeCanvas value={t.qr_value} size={320} marginSize={4} aria-hidden="true" />
            <button type="button" className="btn btn--primary" onClick={download}>
              {T.downloadButton}
            </button>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
