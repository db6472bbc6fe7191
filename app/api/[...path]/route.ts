import { fail } from '@/lib/api/envelope';
import { ErrorCode } from '@site/platform-contract/envelope';

/** Any /api path without a route: a 404 in the envelope, never an HTML page. */
const notFound = async () => fail(404, ErrorCode.NOT_FOUND);

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
