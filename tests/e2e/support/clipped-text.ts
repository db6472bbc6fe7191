import type { Page } from '@playwright/test';

/** A label a player cannot read whole: its text, the element that holds it, and what cuts it. */
export interface ClippedText {
  text: string;
  element: string;
  how: string;
}

/**
 * Every visible element under `root` that holds text directly (labels, buttons, links, headings, tabs, table headers;
 * form fields' values and placeholders aside) whose text is cut off, in one of three ways:
 *
 * - its own box hides what overflows it: the text is wider or taller than the box (scrollWidth > clientWidth + 1, or
 *   scrollHeight > clientHeight + 1) while the box's overflow is hidden or clip, or it ends in an ellipsis (its text
 *   reaches past the content box at all, which a whole-pixel scrollWidth may not show);
 * - an ancestor that hides its overflow (and is one the element is laid out in: a positioned element escapes static
 *   ancestors, a fixed one all but a transformed ancestor) shows only part of the text: the text's own extent reaches
 *   more than a pixel beyond that ancestor's padding box (past its content box at all, where it ends in an ellipsis);
 * - the screen's edge cuts it: it reaches beyond the screen's side (or, fixed to the screen, its top or bottom) with no
 *   box between that scrolls to it.
 *
 * Text wholly outside such an ancestor or the screen is not shown at all (a carousel's other slides, a closed panel, a
 * drawer off the screen) and is not counted; nor is text made for screen readers only (a 1 px box, or one clipped to
 * nothing).
 */
export async function clippedTexts(page: Page, root = 'body'): Promise<ClippedText[]> {
  return page.evaluate((rootSelector) => {
    const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'OPTGROUP', 'SELECT', 'TEXTAREA', 'INPUT']);
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 6).join('.') : '';
      const role = element.getAttribute('role');
      return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${classes ? ` .${classes}` : ''}>`;
    };
    /** Made for screen readers only: a box of a pixel or less that hides its overflow, or one clipped to nothing. */
    const screenReaderOnly = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        if (hides(style.overflowX) && (box.width <= 1 || box.height <= 1)) return true;
        if (style.position === 'absolute' && (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)')) return true;
      }
      return false;
    };
    /**
     * An element's padding box (what its overflow shows) or content box (where its text must end), in the viewport, to
     * the fraction of a pixel (clientWidth is whole pixels). A box that hides its overflow has no scroll bar to allow for.
     */
    const box = (element: Element, which: 'padding' | 'content') => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const side = (property: string) => parseFloat(style.getPropertyValue(property)) || 0;
      const inset = (edge: 'left' | 'right' | 'top' | 'bottom') => side(`border-${edge}-width`) + (which === 'content' ? side(`padding-${edge}`) : 0);
      return { left: rect.left + inset('left'), top: rect.top + inset('top'), right: rect.right - inset('right'), bottom: rect.bottom - inset('bottom') };
    };
    /** The extent of the element's own text (its direct text nodes), or null when it has none laid out. */
    const textExtent = (element: Element) => {
      let left = Infinity;
      let top = Infinity;
      let right = -Infinity;
      let bottom = -Infinity;
      for (const child of Array.from(element.childNodes)) {
        if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(child);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width === 0 && rect.height === 0) continue;
          left = Math.min(left, rect.left);
          top = Math.min(top, rect.top);
          right = Math.max(right, rect.right);
          bottom = Math.max(bottom, rect.bottom);
        }
      }
      return left === Infinity ? null : { left, top, right, bottom };
    };

    const found: { text: string; element: string; how: string }[] = [];
    const scope = document.querySelector(rootSelector);
    if (!scope) throw new Error(`no element matches ${rootSelector}`);
    for (const element of Array.from(scope.querySelectorAll('*'))) {
      if (!(element instanceof HTMLElement) || SKIPPED.has(element.tagName) || element.closest('svg')) continue;
      const text = Array.from(element.childNodes)
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (!text) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const extent = textExtent(element);
      if (!extent || screenReaderOnly(element)) continue;
      const label = text.length > 80 ? `${text.slice(0, 77)}…` : text;

      // Its own box.
      const style = getComputedStyle(element);
      if (style.display !== 'inline' && style.display !== 'contents') {
        const ellipsis = style.textOverflow === 'ellipsis' && hides(style.overflowX);
        // An ellipsis takes the place of the text's end as soon as it is a fraction of a pixel too wide, which
        // scrollWidth (a whole number) does not show: the text's own extent against the content box does.
        const content = box(element, 'content');
        const over = Math.max(content.left - extent.left, extent.right - content.right);
        if ((element.scrollWidth > element.clientWidth + 1 && hides(style.overflowX)) || (ellipsis && over > 0.01)) {
          found.push({ text: label, element: describe(element), how: `wider than its box (${Math.round(extent.right - extent.left)} > ${Math.round(content.right - content.left)} px)` });
          continue;
        }
        if (element.scrollHeight > element.clientHeight + 1 && hides(style.overflowY)) {
          found.push({ text: label, element: describe(element), how: `taller than its box (${element.scrollHeight} > ${element.clientHeight} px)` });
          continue;
        }
      }

      // The ancestors it is laid out in that hide their overflow, then the screen.
      let escapes: 'absolute' | 'fixed' | null = style.position === 'absolute' ? 'absolute' : style.position === 'fixed' ? 'fixed' : null;
      let fixedToScreen = style.position === 'fixed';
      let scrollsX = false;
      let scrollsY = false;
      let settled = false;
      for (let ancestor = element.parentElement; ancestor && !settled; ancestor = ancestor.parentElement) {
        const ancestorStyle = getComputedStyle(ancestor);
        const transformed = ancestorStyle.transform !== 'none' || ancestorStyle.filter !== 'none' || /paint|strict|content/.test(ancestorStyle.contain);
        const containing = escapes === null || transformed || (escapes === 'absolute' && ancestorStyle.position !== 'static');
        if (containing) {
          if (escapes === 'fixed') fixedToScreen = false;
          escapes = null;
          const cutsX = hides(ancestorStyle.overflowX);
          const cutsY = hides(ancestorStyle.overflowY);
          // Inside a box that scrolls, text beyond the screen's edge is scrolled to, not lost.
          scrollsX ||= /auto|scroll/.test(ancestorStyle.overflowX);
          scrollsY ||= /auto|scroll/.test(ancestorStyle.overflowY);
          if (cutsX || cutsY) {
            // An ancestor's ellipsis replaces text that reaches past its content box at all; its overflow hides what
            // reaches past its padding box.
            const ellipsis = cutsX && ancestorStyle.textOverflow === 'ellipsis';
            const inner = box(ancestor, ellipsis ? 'content' : 'padding');
            const outsideX = cutsX && (extent.right <= inner.left || extent.left >= inner.right);
            const outsideY = cutsY && (extent.bottom <= inner.top || extent.top >= inner.bottom);
            const overX = cutsX ? Math.max(inner.left - extent.left, extent.right - inner.right) : 0;
            const overY = cutsY ? Math.max(inner.top - extent.top, extent.bottom - inner.bottom) : 0;
            if (outsideX || outsideY) settled = true;
            else if (overX > (ellipsis ? 0.01 : 1) || overY > 1) {
              found.push({ text: label, element: describe(element), how: `cut by ${describe(ancestor)} (${Math.round(Math.max(overX, overY))} px beyond it)` });
              settled = true;
            }
          }
        }
        if (ancestorStyle.position === 'absolute' && escapes === null) escapes = 'absolute';
        if (ancestorStyle.position === 'fixed') {
          escapes = 'fixed';
          fixedToScreen = true;
        }
      }
      if (settled) continue;
      // The screen: the page does not scroll sideways (checked apart), nor does a bar fixed to the screen scroll at all.
      const screen = { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: window.innerHeight };
      const beyondX = scrollsX ? 0 : Math.max(screen.left - extent.left, extent.right - screen.right);
      const beyondY = fixedToScreen && !scrollsY ? Math.max(screen.top - extent.top, extent.bottom - screen.bottom) : 0;
      const offScreen = extent.right <= screen.left || extent.left >= screen.right || (fixedToScreen && (extent.bottom <= screen.top || extent.top >= screen.bottom));
      if (!offScreen && (beyondX > 1 || beyondY > 1)) {
        found.push({ text: label, element: describe(element), how: `cut by the screen's edge (${Math.round(Math.max(beyondX, beyondY))} px beyond it)` });
      }
    }
    return found;
  }, root);
}
