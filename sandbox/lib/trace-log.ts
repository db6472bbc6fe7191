/**
 * The trace contexts the sandbox received: one line per request that carried a W3C `traceparent` (trace id, parent
 * span, method and path), the latest MAX_LINES kept in memory, for GET /__sandbox/traces?traceId=… (and printed with
 * SANDBOX_LOG=1). The platform a real operator runs would hand them to its own tracing.
 */
export interface TraceLine {
  traceId: string;
  parentId: string;
  method: string;
  path: string;
}

const MAX_LINES = 2000;
/** version-traceid-parentid-flags, lower-case hex; an all-zero id is invalid (W3C Trace Context §3.2). */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

export function parseTraceparent(value: string | undefined): { traceId: string; parentId: string } | null {
  const match = TRACEPARENT.exec(value?.trim() ?? '');
  if (!match || match[1] === 'ff' || /^0+$/.test(match[2]!) || /^0+$/.test(match[3]!)) return null;
  return { traceId: match[2]!, parentId: match[3]! };
}

export function createTraceLog() {
  const lines: TraceLine[] = [];
  return {
    /** Keeps the request's trace context, if it carried a valid one; returns it. */
    note(traceparent: string | undefined, method: string, path: string): TraceLine | null {
      const parsed = parseTraceparent(traceparent);
      if (!parsed) return null;
      const line = { ...parsed, method, path };
      lines.push(line);
      if (lines.length > MAX_LINES) lines.splice(0, lines.length - MAX_LINES);
      return line;
    },
    /** The requests of one trace, oldest first. */
    of(traceId: string): TraceLine[] {
      return lines.filter((line) => line.traceId === traceId);
    },
  };
}
