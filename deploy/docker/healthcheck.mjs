// Container health check of a service image: GET /health on the service's own port (no curl in the image).
// Exit 0 when the service answers 200 (it is up and its MongoDB connection is ready), 1 otherwise.
const port = process.env.PORT ?? '8080';
try {
  const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2500) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
