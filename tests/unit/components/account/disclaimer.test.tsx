import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Disclaimer } from '@/components/account/disclaimer';
import { makeSite } from '../../support/shell-providers';
import { renderAccount } from '../../support/render-account';

jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

beforeEach(() => sessionStorage.clear());

test('opens with all four statements ticked (the spec’s default) and no close button', async () => {
  renderAccount(<Disclaimer />);
  const dialog = await screen.findByRole('dialog', { name: 'Before you continue' });
  const boxes = screen.getAllByRole('checkbox');
  expect(boxes).toHaveLength(4);
  for (const box of boxes) expect(box).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'I am over 21 years of age.' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/help#term');
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  expect(dialog).toBeInTheDocument();
});

test('Escape does not dismiss it', async () => {
  renderAccount(<Disclaimer />);
  await screen.findByRole('dialog');
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(sessionStorage.getItem('disclaimerAccept')).toBeNull();
});

test('accepting with a statement unticked shows the age-21 warning and stays', async () => {
  renderAccount(<Disclaimer />);
  await userEvent.click(await screen.findByRole('checkbox', { name: /not an employee of the government/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(screen.getByRole('alert')).toHaveTextContent('You must be over 21');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(sessionStorage.getItem('disclaimerAccept')).toBeNull();
});

test('accepting with all ticked stores the acceptance for the session and closes', async () => {
  renderAccount(<Disclaimer />);
  await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sessionStorage.getItem('disclaimerAccept')).not.toBeNull();
});

test('is not shown again once accepted in this session', () => {
  sessionStorage.setItem('disclaimerAccept', 'true');
  renderAccount(<Disclaimer />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('where the merchant asks for an active choice, every statement starts unticked and Accept alone confirms nothing', async () => {
  renderAccount(<Disclaimer />, { site: makeSite({ eligibilityPreticked: false }) });
  await screen.findByRole('dialog', { name: 'Before you continue' });
  const boxes = screen.getAllByRole('checkbox');
  expect(boxes).toHaveLength(4);
  for (const box of boxes) expect(box).not.toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(screen.getByRole('alert')).toHaveTextContent('You must be over 21');
  expect(sessionStorage.getItem('disclaimerAccept')).toBeNull();
  for (const box of boxes) await userEvent.click(box);
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sessionStorage.getItem('disclaimerAccept')).not.toBeNull();
});
