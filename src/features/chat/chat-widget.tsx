/**
 * The floating support chat on member pages (issue 21 point 2; portal spec §7 "Other": "A chat widget ... loaded").
 * A button (with the unread count) opens a panel: the conversation with the support staff, each message with its
 * time (date-fns `id`) and, for the member's own, 'Terkirim' once the gateway stored it, 'Mengirim…' while it waits,
 * 'Gagal terkirim' with 'Coba Lagi' when it could not be stored; a notice while the live connection is down.
 *
 * Keyboard and screen readers: the button says what it opens and how many messages are unread and carries
 * `aria-expanded`; the panel is a labelled, non-modal dialog; opening it moves focus to the message field, Escape
 * closes it and focus returns to the button; Enter sends (Shift+Enter is a new line); new messages are announced
 * politely.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { LiveFeed } from '../../flows/live/live-feed';
import { formatChatTime } from '../../lib/format';
import { T } from './texts';
import { useChat, type ChatLogic } from './use-chat';
import './chat.css';

export interface ChatWidgetProps {
  live: LiveFeed;
  /** Tests: the machine with fake actors. */
  logic?: ChatLogic;
}

export function ChatWidget({ live, logic }: ChatWidgetProps) {
  const chat = useChat(live, logic);
  const [text, setText] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const wasShown = useRef(false);

  useEffect(() => {
    if (chat.panelShown && !wasShown.current) fieldRef.current?.focus();
    if (!chat.panelShown && wasShown.current) buttonRef.current?.focus();
    wasShown.current = chat.panelShown;
  }, [chat.panelShown]);

  const count = chat.messages.length + chat.outbox.length;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count, chat.panelShown]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!chat.canSend(text)) return;
    chat.send(text);
    setText('');
  };
  const onFieldKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const onPanelKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      chat.close();
    }
  };

  const label = chat.unread > 0 ? `${T.buttonLabel}, ${T.unreadLabel(chat.unread)}` : T.buttonLabel;
  return (
    <div className="chat-widget">
      {chat.panelShown ? (
        <section id="chat-panel" className="chat-panel" role="dialog" aria-modal="false" aria-labelledby="chat-panel-title" onKeyDown={onPanelKey}>
          <header className="chat-panel__head">
            <h2 id="chat-panel-title">{T.title}</h2>
            <button type="button" className="chat-panel__close" aria-label={T.close} onClick={chat.close}>
              ×
            </button>
          </header>
          <p className="chat-panel__intro">{T.intro}</p>
          {chat.offline ? (
            <p className="chat-panel__offline" role="status">
              {T.offline}
            </p>
          ) : null}
          {chat.loading ? (
            <p className="chat-panel__state" role="status">
              {T.loading}
            </p>
          ) : chat.unavailable ? (
            <div className="chat-panel__state" role="alert">
              <p>{chat.error}</p>
              <button type="button" className="btn btn--outline" onClick={chat.retry}>
                {T.retry}
              </button>
            </div>
          ) : (
            <ol className="chat-panel__list" ref={listRef} aria-label={T.listLabel} aria-live="polite" tabIndex={0}>
              {count === 0 ? <li className="chat-panel__empty">{T.empty}</li> : null}
              {chat.messages.map((m) => (
                <li key={m.id} className={`chat-msg chat-msg--${m.sender}`}>
                  <span className="chat-msg__who">{m.sender === 'member' ? T.you : T.staff}</span>
                  <p className="chat-msg__body">{m.body}</p>
                  <span className="chat-msg__meta">
                    <time dateTime={m.created_at}>{formatChatTime(m.created_at)}</time>
                    {m.sender === 'member' ? <span className="chat-msg__status"> · {T.sent}</span> : null}
                  </span>
                </li>
              ))}
              {chat.outbox.map((o) => (
                <li key={o.clientId} className={`chat-msg chat-msg--member chat-msg--${o.status}`}>
                  <span className="chat-msg__who">{T.you}</span>
                  <p className="chat-msg__body">{o.body}</p>
                  <span className="chat-msg__meta">
                    {o.status === 'sending' ? (
                      <span className="chat-msg__status">{T.sending}</span>
                    ) : (
                      <>
                        <span className="chat-msg__status chat-msg__status--failed" role="alert">
                          {T.failed}
                        </span>{' '}
                        <button type="button" className="chat-msg__retry" onClick={chat.retry}>
                          {T.retry}
                        </button>
                      </>
                    )}
                  </span>
                </li>
              ))}
            </ol>
          )}
          <form className="chat-panel__composer" onSubmit={submit}>
            <label htmlFor="chat-message" className="sr-only">
              {T.messageLabel}
            </label>
            <textarea
              id="chat-message"
              ref={fieldRef}
              rows={2}
              maxLength={1000}
              placeholder={T.placeholder}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onFieldKey}
            />
            <button type="submit" className="btn btn--primary">
              {T.send}
            </button>
          </form>
        </section>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        className="chat-button"
        aria-label={label}
        aria-expanded={chat.panelShown}
        aria-controls={chat.panelShown ? 'chat-panel' : undefined}
        onClick={chat.panelShown ? chat.close : chat.open}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </svg>
        <span className="chat-button__text">{T.button}</span>
        {chat.unread > 0 ? (
          <span className="chat-button__badge" aria-hidden="true">
            {chat.unread > 99 ? '99+' : chat.unread}
          </span>
        ) : null}
      </button>
    </div>
  );
}
