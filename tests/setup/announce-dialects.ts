export default function announceDialects(): void {
  console.log(
    process.env.TEST_DATABASE_URL
      ? '\nAPI tests run on: SQLite and PostgreSQL (TEST_DATABASE_URL is set).\n'
      : '\nAPI tests run on: SQLite only (set TEST_DATABASE_URL=postgres://… to run them on PostgreSQL too).\n',
  );
}
