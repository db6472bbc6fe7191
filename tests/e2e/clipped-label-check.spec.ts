import { expect, test } from '@playwright/test';
import { clippedTexts } from './support/clipped-text';
import { smallTargets } from './support/tap-targets';

/**
 * The checks the long-languages matrix leans on (tests/e2e/support/clipped-text.ts, tap-targets.ts), on small pages
 * of their own: each finds what it should and passes what fits, so a page without findings says something.
 */

const PAGE_STYLE = 'body { margin: 0; font: 16px/1.25 sans-serif } .nowrap { white-space: nowrap }';

test('the clipped-text check finds a label cut by its own box or by an ancestor, and passes the same labels given room', async ({ page }) => {
  const labels = (width: number) => `
    <style>${PAGE_STYLE}</style>
    <main>
      <button class="nowrap" style="width: ${width}px; overflow: hidden; text-overflow: ellipsis">Continue to payment</button>
      <div style="width: ${width}px; overflow: hidden"><span class="nowrap">Пополнить счёт сейчас</span></div>
      <p style="width: ${width}px; height: 20px; overflow: hidden">Choose how you pay and how much</p>
      <div style="width: ${width}px; display: flex; overflow: hidden"><a href="#" class="nowrap" style="flex: none">ការដាក់ប្រាក់</a></div>
    </main>`;

  await page.setContent(labels(60));
  const clipped = await clippedTexts(page);
  expect(clipped.map(({ text }) => text).sort()).toEqual(['Choose how you pay and how much', 'Continue to payment', 'ការដាក់ប្រាក់', 'Пополнить счёт сейчас'].sort());
  expect(clipped.find(({ text }) => text === 'Continue to payment')?.how).toMatch(/^wider than its box/);
  expect(clipped.find(({ text }) => text === 'Choose how you pay and how much')?.how).toMatch(/^taller than its box/);
  expect(clipped.find(({ text }) => text === 'Пополнить счёт сейчас')?.how).toMatch(/^cut by <div/);

  await page.setContent(labels(600));
  expect(await clippedTexts(page)).toEqual([]);
});

test('the clipped-text check finds an ellipsis that takes a fraction of a pixel, and a label a fixed bar pushes off the screen', async ({ page }) => {
  await page.setContent(`
    <style>${PAGE_STYLE}</style>
    <main><span id="tab" class="nowrap" style="display: block; overflow: hidden; text-overflow: ellipsis">Пополнить</span></main>
    <nav style="position: fixed; inset-inline: 0; bottom: 0; display: flex">
      <a href="#" style="flex: none; width: 96%">Главная</a><a href="#" style="flex: none; width: 60%">Регистрация</a>
    </nav>`);
  // The tab's box a quarter of a pixel narrower than its word: whole pixels (scrollWidth) do not show it, the ellipsis does.
  await page.locator('#tab').evaluate((tab) => {
    const range = document.createRange();
    range.selectNodeContents(tab);
    tab.style.width = `${range.getBoundingClientRect().width - 0.25}px`;
  });
  const clipped = await clippedTexts(page);
  expect(clipped.map(({ text }) => text).sort()).toEqual(['Пополнить', 'Регистрация'].sort());
  expect(clipped.find(({ text }) => text === 'Регистрация')?.how).toMatch(/^cut by the screen's edge/);
});

test('the clipped-text check leaves out text not shown at all: for screen readers, on a carousel’s other slide, in a drawer off the screen, or placed outside a box it escapes', async ({ page }) => {
  await page.setContent(`
    <style>${PAGE_STYLE}</style>
    <main>
      <p>A sentence that wraps onto as many lines as it needs, in a box as wide as the page.</p>
      <span class="nowrap" style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%)">Read to screen readers only</span>
      <div style="width: 100px; overflow: hidden">
        <div style="display: flex; width: 300px"><p style="width: 100px; flex: none; margin: 0">Slide one</p><p style="width: 100px; flex: none; margin: 0">Slide two</p></div>
      </div>
      <div style="position: relative; width: 300px; height: 40px">
        <div style="width: 20px; overflow: hidden"><span class="nowrap" style="position: absolute">Placed by its positioned grandparent</span></div>
      </div>
      <p style="display: none">Never drawn</p>
      <div style="position: fixed; inset-block: 0; inset-inline-start: 0; width: 200px; transform: translateX(-100%)">A closed drawer's menu</div>
    </main>`);
  expect(await clippedTexts(page)).toEqual([]);
});

test('the target-size check finds a control under 24 px and passes bigger ones and a link inside a sentence', async ({ page }) => {
  await page.setContent(`
    <style>${PAGE_STYLE}</style>
    <main>
      <button style="width: 16px; height: 16px; padding: 0" aria-label="Close"></button>
      <button style="min-height: 24px; min-width: 24px">Deposit</button>
      <p>Read the <a href="#">terms</a> first.</p>
      <label style="display: inline-flex; min-height: 24px; align-items: center"><input type="checkbox"> I agree</label>
    </main>`);
  expect(await smallTargets(page)).toEqual([{ name: 'Close', width: 16, height: 16 }]);
});
