import type { Page } from '@playwright/test';

/** A control smaller than a finger's target should be: its name and its drawn size. */
export interface SmallTarget {
  name: string;
  width: number;
  height: number;
}

/**
 * Every visible link, button, tab, radio or checkbox under `root` drawn smaller than `minimum` px (24: WCAG 2.2 2.5.8,
 * the house rule) in either dimension. A link inside a sentence is exempt, as WCAG exempts it (an inline link whose
 * parent holds text of its own); so is a native checkbox or radio inside its label, which is the target.
 */
export async function smallTargets(page: Page, root = 'main', minimum = 24): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ rootSelector, least }) => {
      const scope = document.querySelector(rootSelector);
      if (!scope) throw new Error(`no element matches ${rootSelector}`);
      const controls = scope.querySelectorAll<HTMLElement>(
        'a[href], button, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"], input[type="checkbox"], input[type="radio"]',
      );
      const small: { name: string; width: number; height: number }[] = [];
      for (const control of Array.from(controls)) {
        if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (control instanceof HTMLInputElement && control.closest('label')) continue;
        const style = getComputedStyle(control);
        const parent = control.parentElement;
        const inSentence =
          style.display === 'inline' &&
          !!parent &&
          Array.from(parent.childNodes).some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
        if (inSentence) continue;
        if (box.width < least - 0.5 || box.height < least - 0.5) {
          const name = (control.getAttribute('aria-label') ?? control.innerText ?? '').replace(/\s+/g, ' ').trim() || control.outerHTML.slice(0, 80);
          small.push({ name, width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 });
        }
      }
      return small;
    },
    { rootSelector: root, least: minimum },
  );
}
