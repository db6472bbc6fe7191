import { fireEvent, render, screen } from '@testing-library/react';
import { HelpDialog } from '@/components/help/help-dialog';

const back = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ back, push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }) }));

function openHelp() {
  return render(
    <HelpDialog title="Help centre" description="Rules, answers and advice." closeLabel="Close">
      <nav aria-label="Contents">
        <a href="#withdraw">How to withdraw</a>
      </nav>
      <article id="withdraw" aria-label="How to withdraw">
        Withdrawals take a day.
      </article>
      {/* An article's HTML from the platform, as the help centre renders it. */}
      <article id="faq" aria-label="FAQ" dangerouslySetInnerHTML={{ __html: 'See <a href="/help#withdraw">how to withdraw</a>, or <a href="/promotions">the promotions</a>.' }} />
    </HelpDialog>,
  );
}

describe('the help dialog', () => {
  beforeEach(() => {
    back.mockClear();
    window.history.replaceState({ tree: 'next' }, '', '/help');
  });

  it('is a dialog named by its title, described by its introduction', () => {
    openHelp();
    const dialog = screen.getByRole('dialog', { name: 'Help centre' });
    expect(dialog).toHaveAccessibleDescription('Rules, answers and advice.');
  });

  it('goes one step back when Escape closes it, and is gone at once', () => {
    openHelp();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(back).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes back from its close button', () => {
    openHelp();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('moves to an article in place: the address’s #tag is replaced, no history entry is added', () => {
    openHelp();
    const article = screen.getByRole('article', { name: 'How to withdraw' });
    const scrolled = jest.spyOn(article, 'scrollIntoView');
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'How to withdraw' }));
    expect(window.location.hash).toBe('#withdraw');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ tree: 'next' });
    expect(scrolled).toHaveBeenCalled();
    expect(back).not.toHaveBeenCalled();
  });

  it('follows an article’s link to another article in place too', () => {
    openHelp();
    const article = screen.getByRole('article', { name: 'How to withdraw' });
    const scrolled = jest.spyOn(article, 'scrollIntoView');
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'how to withdraw' }));
    expect(window.location.pathname + window.location.hash).toBe('/help#withdraw');
    expect(window.history.length).toBe(entries);
    expect(scrolled).toHaveBeenCalled();
  });

  it('leaves a link to another page alone', () => {
    openHelp();
    const link = screen.getByRole('link', { name: 'the promotions' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('opens at the article the address names (/help#tag)', () => {
    window.history.replaceState(null, '', '/help#withdraw');
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    openHelp();
    expect(scrolled.mock.contexts).toContain(screen.getByRole('article', { name: 'How to withdraw' }));
    scrolled.mockRestore();
  });
});
