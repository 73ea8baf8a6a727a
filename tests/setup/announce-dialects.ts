export default function announceDialects(): void {
  const databases = process.env.TEST_DATABASE_URL
    ? 'SQLite and PostgreSQL (TEST_DATABASE_URL is set)'
    : 'SQLite only (set TEST_DATABASE_URL=postgres://… to run them on PostgreSQL too)';
  console.log(`\nTests run on Node.js ${process.version}. API tests run on: ${databases}.\n`);
}
