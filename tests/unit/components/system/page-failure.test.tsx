import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Component, type ReactNode } from 'react';
import common from '@/messages/en/common.json';
import { MissingCodeBoundary, PageFailure } from '@/components/system/page-failure';

function chunkError(): Error {
  const error = new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 123');
  error.name = 'ChunkLoadError';
  return error;
}

function Throws({ error }: { error: Error }): ReactNode {
  throw error;
}

/** What stands above the shell: Next's own boundary, here one that says what reached it. */
class Above extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>reached above: {this.state.error.message}</p> : this.props.children;
  }
}

function withMessages(children: ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={common}>
      {children}
    </NextIntlClientProvider>,
  );
}

describe('a page that failed', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    document.documentElement.dataset.build = 'build-1';
    // jsdom cannot navigate (it says so on the console, as React does of the errors it catches).
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    // A fresh page: jsdom's page did not go away when it asked for a reload.
    delete document.documentElement.dataset.build;
    delete document.documentElement.dataset.reloading;
  });

  it('says it loads the latest version when its code is gone with a new deploy, and marks the build', () => {
    withMessages(<PageFailure error={chunkError()} retry={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the latest version of this page…');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.sessionStorage.getItem('reloadedForBuild')).toBe('build-1');
  });

  it('shows the error screen when this build has reloaded already', () => {
    window.sessionStorage.setItem('reloadedForBuild', 'build-1');
    withMessages(<PageFailure error={chunkError()} retry={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the error screen for any other error', () => {
    withMessages(<PageFailure error={new Error('boom')} retry={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('reloadedForBuild')).toBeNull();
  });

  it('shows the page\'s request id for support when the page carries one, and no line when it does not', () => {
    const meta = document.createElement('meta');
    meta.name = 'request-id';
    meta.content = '7d0c9f1e-5b4a-4c1e-9a53-2f1c0b8e6d42';
    document.head.append(meta);
    try {
      withMessages(<PageFailure error={new Error('boom')} retry={jest.fn()} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Quote this reference if you contact support: 7d0c9f1e-5b4a-4c1e-9a53-2f1c0b8e6d42');
    } finally {
      meta.remove();
    }
  });

  it('shows no reference line on a page without a request id (one the page cache keeps)', () => {
    withMessages(<PageFailure error={new Error('boom')} retry={jest.fn()} />);
    expect(screen.getByRole('alert')).not.toHaveTextContent('reference');
  });

  it('shows no error while the page reloads for another part that failed at the same time', () => {
    window.sessionStorage.setItem('reloadedForBuild', 'build-1');
    document.documentElement.dataset.reloading = '';
    withMessages(<PageFailure error={chunkError()} retry={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the latest version of this page…');
  });

  it('around the shell, takes a missing chunk', () => {
    withMessages(
      <Above>
        <MissingCodeBoundary>
          <Throws error={chunkError()} />
        </MissingCodeBoundary>
      </Above>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the latest version of this page…');
  });

  it('around the shell, lets every other error go on up', () => {
    withMessages(
      <Above>
        <MissingCodeBoundary>
          <Throws error={new Error('boom')} />
        </MissingCodeBoundary>
      </Above>,
    );
    expect(screen.getByText('reached above: boom')).toBeInTheDocument();
  });
});
