import type http from 'node:http'

/**
 * How long a proxy in front (nginx, a load balancer) keeps an idle connection to an instance open
 * for reuse: nginx's own default for upstream connections, written out in its config.
 */
export const PROXY_IDLE_SECONDS = 60

/**
 * An idle keep-alive connection is closed by the client or proxy first, never by this server.
 *
 * Node closes idle connections after 5 s by default. A client that sends its next request on a
 * connection just as the server closes it gets a reset (ECONNRESET, or a 502 from nginx, which does
 * not retry a POST). Seen in CI: a request made 5 s after the previous one on the same connection,
 * on a busy machine, met the close. So the server waits longer than any proxy in front.
 */
export function keepConnectionsOpen(server: http.Server): void {
  server.keepAliveTimeout = (PROXY_IDLE_SECONDS + 5) * 1000
  // Node refuses a request whose headers take longer than this; it must exceed the idle wait, or a
  // connection reused near the end of it could be cut mid-request.
  server.headersTimeout = server.keepAliveTimeout + 1000
}
