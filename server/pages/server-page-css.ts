/**
 * The look shared by the pages the server writes itself (404, simulated checkout): a centred white
 * card, dark text on white (about 15:1), a visible focus ring. Each page adds its own rules.
 */
export const SERVER_PAGE_CSS = `body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: #f3f4f6;
  color: #1f2937;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.5;
}
main {
  max-width: 32rem;
  margin: 1rem;
  padding: 2rem;
  background: #fff;
  border-radius: 0.75rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.15);
}
h1 {
  margin: 0 0 0.75rem;
  font-size: 1.5rem;
}
:focus-visible {
  outline: 3px solid #1d4ed8;
  outline-offset: 2px;
}
`;
