import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnalyticsConsent } from '@/components/seo/analytics-consent';

const LABELS = { region: 'Cookie consent', message: 'PH Play would like to use analytics cookies.', allow: 'Allow analytics', decline: 'Decline analytics' };
const tagScript = () => document.querySelector('script[src^="https://www.googletagmanager.com/gtag/js"]');

beforeEach(() => {
  document.head.innerHTML = '';
  document.cookie = 'analytics_consent=; Max-Age=0; Path=/';
  delete window.dataLayer;
  delete window.gtag;
});

describe('the analytics consent banner', () => {
  it('asks first, and loads nothing before the visitor allows it', () => {
    render(<AnalyticsConsent tagId="G-TEST1234" initialChoice={null} labels={LABELS} />);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toHaveTextContent(LABELS.message);
    expect(tagScript()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads the tag once allowed, remembers the choice in a cookie and goes away', async () => {
    render(<AnalyticsConsent tagId="G-TEST1234" initialChoice={null} labels={LABELS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Allow analytics' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(document.cookie).toContain('analytics_consent=granted');
    expect(tagScript()?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    expect(window.dataLayer?.length).toBe(2);
  });

  it('loads nothing when declined, and remembers that too', async () => {
    render(<AnalyticsConsent tagId="G-TEST1234" initialChoice={null} labels={LABELS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline analytics' }));
    expect(document.cookie).toContain('analytics_consent=denied');
    expect(tagScript()).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows no banner for a choice already made, and loads the tag once for an earlier yes', async () => {
    const { rerender } = render(<AnalyticsConsent tagId="G-TEST1234" initialChoice="granted" labels={LABELS} />);
    expect(screen.queryByRole('region')).toBeNull();
    await act(async () => rerender(<AnalyticsConsent tagId="G-TEST1234" initialChoice="granted" labels={LABELS} />));
    expect(document.querySelectorAll('script[data-gtag-id]')).toHaveLength(1);
  });
});
