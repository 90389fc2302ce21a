/**
 * The observability bench's OTLP/HTTP receiver (docs/decisions/095), run as a process of its own so
 * that taking the exports does not share the load generator's thread: it answers every POST
 * /v1/traces at once with `{}`, as a collector would, keeps only a count of the spans each JSON export
 * carries, and answers GET /count with `{"spans":…,"exports":…}`. It listens on 127.0.0.1:PORT and
 * prints `OTLP sink: http://127.0.0.1:PORT` once it does; SIGTERM stops it.
 */
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('otlp-sink: PORT must be a port number');

let spans = 0;
let exports = 0;
const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/count') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ spans, exports }));
    return;
  }
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    if (request.method === 'POST' && request.url === '/v1/traces') {
      exports += 1;
      // The exporter sends JSON: each span carries one "spanId" (its parent's is "parentSpanId").
      spans += body.split('"spanId"').length - 1;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
server.listen(port, '127.0.0.1', () => console.log(`OTLP sink: http://127.0.0.1:${port}`));
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
