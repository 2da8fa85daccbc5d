/**
 * What a person sees, measured in the page (issue 18 point 1; STYLE "Layout is tested by measuring what is drawn").
 * {@link measureLayout} runs inside the browser (`page.evaluate(measureLayout)`), so it is self-contained: no
 * imports, no closures over module values. It returns one finding per problem:
 *
 * - `overflow`: the page scrolls sideways (document wider than the viewport), or text lies partly outside the
 *   viewport's width (a dropdown hanging off the left edge even where the page cannot scroll);
 * - `overlap`: the text boxes of two elements intersect (`Range.getClientRects`, the glyph boxes as drawn), unless
 *   one sits on a positioned panel with a background that covers the other (a dropdown, a popover: meant to cover);
 * - `clipped`: text cut by an ancestor that clips (`overflow: hidden|clip`), unless it is truncated on purpose
 *   (`text-overflow: ellipsis`, `-webkit-line-clamp`), wholly hidden (a carousel's next slides, a visually hidden
 *   label) or inside a scroller (content one scrolls to);
 * - `target`: a pointer target smaller than 24 × 24 CSS px, with WCAG 2.2 SC 2.5.8's exceptions: a link inline in
 *   a sentence, and spacing (a 24 px circle centred on the target meets no other target nor another small
 *   target's circle). Disabled controls are not targets.
 *
 * While a modal dialog is open only its content is measured (the page behind it is measured with it closed).
 * {@link measureCoveredAtEnd} adds `covered`: the page's last lines under a floating control.
 */

export type LayoutProblem = 'overflow' | 'overlap' | 'clipped' | 'target' | 'covered';

export interface LayoutFinding {
  kind: LayoutProblem;
  /** What and where, e.g. `"Pindahkan ke Wishlist" (button.link) over "2" (input)`. */
  what: string;
}

export function measureLayout(): LayoutFinding[] {
  const findings: LayoutFinding[] = [];
  const doc = document.documentElement;
  const vw = doc.clientWidth;
  const sx = window.scrollX;
  const sy = window.scrollY;

  const describe = (el: Element) => {
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${cls}${text ? ` "${text}"` : ''}`;
  };
  const shown = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const style = (el: Element) => getComputedStyle(el);
  /** Screen-reader-only content: a box of at most 1 px, or clipped away on purpose. */
  const visuallyHidden = (el: Element) => {
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      const r = e.getBoundingClientRect();
      const s = style(e);
      if ((r.width <= 1 || r.height <= 1) && (s.overflow !== 'visible' || s.position === 'absolute')) return true;
      if (s.clip && s.clip !== 'auto' && /rect\(0(px)?,? 0(px)?/.test(s.clip)) return true;
      if (s.clipPath && /inset\(50%/.test(s.clipPath)) return true;
    }
    return false;
  };

  // Scope: an open modal dialog, or the whole page.
  const modals = [...document.querySelectorAll('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"], dialog[open]')].filter(shown);
  const scope: Element = modals.at(-1) ?? document.body;

  // 1. The page scrolls sideways.
  if (doc.scrollWidth > vw + 1) {
    const wide = [...document.body.querySelectorAll('*')]
      .filter((e) => shown(e) && e.getBoundingClientRect().right > vw + 1)
      .filter((e) => !e.parentElement || e.parentElement.getBoundingClientRect().right <= vw + 1)
      .slice(0, 3)
      .map(describe);
    findings.push({ kind: 'overflow', what: `the page is ${doc.scrollWidth}px wide in a ${vw}px viewport (${wide.join('; ')})` });
  }

  const clipsX = (s: CSSStyleDeclaration) => s.overflowX === 'hidden' || s.overflowX === 'clip';
  const clipsY = (s: CSSStyleDeclaration) => s.overflowY === 'hidden' || s.overflowY === 'clip';
  const scrolls = (e: Element, s: CSSStyleDeclaration) =>
    s.overflowX === 'auto' || s.overflowX === 'scroll' || s.overflowY === 'auto' || s.overflowY === 'scroll' || e.classList.contains('keen-slider');
  const truncatesOnPurpose = (s: CSSStyleDeclaration) => s.textOverflow === 'ellipsis' || (s.webkitLineClamp !== 'none' && s.webkitLineClamp !== '');

  // Text boxes as drawn: each glyph run's box, cut to what its clipping ancestors let through. Text cut on purpose
  // (an ellipsis, a line clamp), cut by a scroller (one scrolls to it) or wholly hidden (a carousel's next slide)
  // is not a problem; text cut part-way by a box that clips is (`clipped`).
  interface Box {
    el: Element;
    r: { left: number; top: number; right: number; bottom: number; width: number; height: number };
    text: string;
  }
  const boxes: Box[] = [];
  const clippedSeen = new Set<Element>();
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    const el = node.parentElement;
    if (!text || !el || el.closest('script,style,noscript,template,svg,option,textarea')) continue;
    if (!shown(el) || visuallyHidden(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const glyphs of range.getClientRects()) {
      if (glyphs.width < 1 || glyphs.height < 1) continue;
      let { left, top, right, bottom } = glyphs;
      let purposeful = false;
      let inScroller = false;
      let cutBy: Element | null = null;
      for (let e: Element | null = el; e && e !== document.documentElement; e = e.parentElement) {
        const s = style(e);
        if (truncatesOnPurpose(s)) purposeful = true;
        // Per axis: `hidden`/`clip` cut what overflows; `auto`/`scroll` (and a keen-slider track) let one scroll to it.
        // A keen-slider track clips its slides but is moved through like a scroller (the spec's 2.5 cards per view).
        const slider = e.classList.contains('keen-slider');
        const hideX = clipsX(s) && !slider;
        const hideY = clipsY(s);
        const scrollX = s.overflowX === 'auto' || s.overflowX === 'scroll' || slider;
        const scrollY = s.overflowY === 'auto' || s.overflowY === 'scroll';
        if (hideX || hideY || scrollX || scrollY) {
          const c = e.getBoundingClientRect();
          const cl = c.left + e.clientLeft;
          const ct = c.top + e.clientTop;
          const cr = cl + e.clientWidth;
          const cb = ct + e.clientHeight;
          const cutsX = hideX && (left < cl - 1 || right > cr + 1);
          const cutsY = hideY && (top < ct - 2 || bottom > cb + 2);
          if (hideX || scrollX) {
            left = Math.max(left, cl);
            right = Math.min(right, cr);
          }
          if (hideY || scrollY) {
            top = Math.max(top, ct);
            bottom = Math.min(bottom, cb);
          }
          if (scrollX) inScroller = true;
          if ((cutsX || cutsY) && right - left > 0 && bottom - top > 0 && !purposeful && e.clientWidth > 1 && e.clientHeight > 1) cutBy ??= e;
        }
        if (s.position === 'fixed') break;
      }
      if (right - left < 1 || bottom - top < 1) continue; // wholly hidden (a later slide, a clamped line)
      if (!clippedSeen.has(el) && cutBy) {
        clippedSeen.add(el);
        findings.push({ kind: 'clipped', what: `"${text.slice(0, 40)}" (${describe(el).split(' ')[0]}) is cut by ${describe(cutBy).split(' ')[0]}` });
      } else if (!clippedSeen.has(el) && !inScroller && !purposeful && (left < -1 || right > vw + 1)) {
        clippedSeen.add(el);
        findings.push({ kind: 'clipped', what: `"${text.slice(0, 40)}" (${describe(el).split(' ')[0]}) lies outside the ${vw}px viewport (x ${Math.round(left)}..${Math.round(right)})` });
      }
      boxes.push({ el, r: { left, top, right, bottom, width: right - left, height: bottom - top }, text: text.slice(0, 40) });
    }
  }

  // 3. Text over text.
  const fixedOf = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const p = style(e).position;
      if (p === 'fixed' || p === 'sticky') return e;
    }
    return null;
  };
  const opaque = (s: CSSStyleDeclaration) => s.backgroundImage !== 'none' || !/rgba\(.*,\s*0\)|transparent/.test(s.backgroundColor);
  /** A positioned panel with a background (a dropdown, a popover) that holds `el` and covers the point. */
  const coveringPanel = (el: Element, x: number, y: number) => {
    for (let e: Element | null = el; e && e !== scope; e = e.parentElement) {
      const s = style(e);
      if ((s.position === 'absolute' || s.position === 'fixed') && opaque(s)) {
        const r = e.getBoundingClientRect();
        if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return true;
      }
    }
    return false;
  };
  const overlapSeen = new Set<string>();
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i]!;
    for (let j = i + 1; j < boxes.length; j++) {
      const b = boxes[j]!;
      if (a.el === b.el) continue;
      // A glyph box is the font's whole content area (ascent + descent); the ink sits in about its middle 70 %, so
      // two lines set tight (a label over a title) touch boxes without touching letters.
      const inset = (r: Box['r']) => ({ top: r.top + r.height * 0.15, bottom: r.bottom - r.height * 0.15 });
      const ai = inset(a.r);
      const bi = inset(b.r);
      const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const h = Math.min(ai.bottom, bi.bottom) - Math.max(ai.top, bi.top);
      if (w <= 3 || h <= 3) continue;
      if (fixedOf(a.el) !== fixedOf(b.el)) continue;
      const x = Math.max(a.r.left, b.r.left) + w / 2;
      const y = Math.max(a.r.top, b.r.top) + h / 2;
      if (coveringPanel(a.el, x, y) !== coveringPanel(b.el, x, y)) continue;
      const key = `${describe(a.el)}|${describe(b.el)}`;
      if (overlapSeen.has(key)) continue;
      overlapSeen.add(key);
      findings.push({ kind: 'overlap', what: `"${a.text}" (${describe(a.el).split(' ')[0]}) and "${b.text}" (${describe(b.el).split(' ')[0]}) overlap (${Math.round(w)}×${Math.round(h)}px at ${Math.round(x + sx)},${Math.round(y + sy)})` });
    }
  }

  // 4. Pointer targets of at least 24 × 24 CSS px (WCAG 2.2, 2.5.8).
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], label';
  interface Target {
    el: Element;
    r: DOMRect;
  }
  const targets: Target[] = [];
  for (const el of scope.querySelectorAll(selector)) {
    if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
    if (el.tagName === 'LABEL') {
      // A label is the target when its control is hidden (a styled checkbox, radio or file picker).
      const control = (el as HTMLLabelElement).control;
      if (!control || shown(control) && !visuallyHidden(control)) continue;
    } else if (el.tagName === 'INPUT' && (visuallyHidden(el) || !shown(el))) continue;
    if (!shown(el) || visuallyHidden(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    // Hidden by a scroller or a carousel (a later slide): not a target now.
    let hidden = false;
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      const s = style(e);
      if (clipsX(s) || clipsY(s) || scrolls(e, s)) {
        const c = e.getBoundingClientRect();
        if (r.right <= c.left + 1 || r.left >= c.right - 1 || r.bottom <= c.top + 1 || r.top >= c.bottom - 1) hidden = true;
      }
    }
    // Under something else (a dropdown open over it): not a target a pointer can reach now.
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    if (!hidden && cx >= 0 && cy >= 0 && cx < vw && cy < window.innerHeight) {
      const hit = document.elementFromPoint(cx, cy);
      const control = el.tagName === 'LABEL' ? (el as HTMLLabelElement).control : null;
      if (hit && !el.contains(hit) && !hit.contains(el) && !(control && (hit === control || hit.contains(control))) && !(hit.closest('label') && (hit.closest('label') as HTMLLabelElement).control === el)) hidden = true;
    }
    if (!hidden) targets.push({ el, r });
  }
  const inlineInText = (el: Element) => {
    if (style(el).display !== 'inline') return false;
    const block = el.parentElement;
    return !!block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1;
  };
  const small = targets.filter((t) => (t.r.width < 23.5 || t.r.height < 23.5) && !inlineInText(t.el));
  const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
  const circleMeetsRect = (cx: number, cy: number, r: DOMRect) => {
    const dx = Math.max(r.left - cx, 0, cx - r.right);
    const dy = Math.max(r.top - cy, 0, cy - r.bottom);
    return dx * dx + dy * dy < 12 * 12;
  };
  for (const t of small) {
    const cx = t.r.left + t.r.width / 2;
    const cy = t.r.top + t.r.height / 2;
    const crowded =
      targets.some((o) => !related(o.el, t.el) && circleMeetsRect(cx, cy, o.r)) ||
      small.some((o) => !related(o.el, t.el) && Math.hypot(o.r.left + o.r.width / 2 - cx, o.r.top + o.r.height / 2 - cy) < 24);
    if (crowded) findings.push({ kind: 'target', what: `${describe(t.el)} is ${Math.round(t.r.width)}×${Math.round(t.r.height)}px, closer than 24px to another target` });
  }
  return findings;
}

/**
 * `covered`: at the end of the page, text lies under a floating control — a link or button inside a
 * `position: fixed` layer in the lower half of the screen (the chat button) — so the page's last lines cannot be
 * scrolled clear of it. Dialogs, the header, toasts and alerts are not floating controls. Scrolls to the end of the
 * page and back. Runs inside the browser, self-contained like {@link measureLayout}.
 */
export function measureCoveredAtEnd(): LayoutFinding[] {
  const findings: LayoutFinding[] = [];
  const { scrollX, scrollY } = window;
  // 'instant': the page may scroll smoothly (`scroll-behavior`), and the measure reads the end at once.
  window.scrollTo({ left: scrollX, top: document.documentElement.scrollHeight, behavior: 'instant' });
  const describe = (el: Element) => {
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const text = (el.textContent ?? el.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${cls}${text ? ` "${text}"` : ''}`;
  };
  const layers = [...document.body.querySelectorAll('*')].filter(
    (el) =>
      getComputedStyle(el).position === 'fixed' &&
      el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      !el.closest('header, [role="dialog"], [role="alertdialog"], dialog, [role="status"], [role="alert"], .toaster'),
  );
  const controls = layers
    .flatMap((layer) => [layer, ...layer.querySelectorAll('*')])
    .filter((el) => el.matches('a[href], button, [role="button"]') && getComputedStyle(el).pointerEvents !== 'none')
    .map((el) => ({ el, r: el.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 0 && r.height > 0 && r.top > window.innerHeight / 2);
  if (controls.length > 0) {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !(node.textContent ?? '').trim() || layers.some((l) => l.contains(parent))) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        const under = controls.find(({ r }) => box.right > r.left + 1 && box.left < r.right - 1 && box.bottom > r.top + 1 && box.top < r.bottom - 1);
        if (under) {
          findings.push({ kind: 'covered', what: `${describe(parent)} under ${describe(under.el)} at the end of the page` });
          break;
        }
      }
    }
  }
  window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  return findings;
}
