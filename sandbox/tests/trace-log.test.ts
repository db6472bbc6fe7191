import { createTraceLog, parseTraceparent } from '../lib/trace-log';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

describe('parseTraceparent', () => {
  it('reads a W3C traceparent', () => {
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-01`)).toEqual({ traceId: TRACE, parentId: SPAN });
  });

  it.each([
    undefined,
    '',
    `00-${TRACE}-${SPAN}`,
    `00-${TRACE.toUpperCase()}-${SPAN}-01`,
    `ff-${TRACE}-${SPAN}-01`,
    `00-${'0'.repeat(32)}-${SPAN}-01`,
    `00-${TRACE}-${'0'.repeat(16)}-01`,
    `00-${TRACE}x-${SPAN}-01`,
  ])('refuses %p', (value) => {
    expect(parseTraceparent(value)).toBeNull();
  });
});

describe('the trace log', () => {
  it('keeps each traced request under its trace id, and nothing of the others', () => {
    const log = createTraceLog();
    expect(log.note(`00-${TRACE}-${SPAN}-01`, 'GET', '/wps/system/status')).toMatchObject({ traceId: TRACE });
    expect(log.note(undefined, 'GET', '/wps/system/status')).toBeNull();
    log.note(`00-${TRACE}-${SPAN}-00`, 'POST', '/wps/member/info');
    log.note(`00-${'1'.repeat(32)}-${SPAN}-01`, 'GET', '/wps/games');
    expect(log.of(TRACE).map((line) => `${line.method} ${line.path}`)).toEqual(['GET /wps/system/status', 'POST /wps/member/info']);
  });

  it('keeps the latest two thousand lines', () => {
    const log = createTraceLog();
    log.note(`00-${TRACE}-${SPAN}-01`, 'GET', '/first');
    for (let i = 0; i < 2000; i++) log.note(`00-${'2'.repeat(32)}-${SPAN}-01`, 'GET', '/filler');
    expect(log.of(TRACE)).toEqual([]);
    expect(log.of('2'.repeat(32))).toHaveLength(2000);
  });
});
