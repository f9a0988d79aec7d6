// Every api test waits for its own events (an answer, a row); this limit only stops a test that hangs.
// It is far above any normal run, so a busy machine slows the suite down without failing it.
jest.setTimeout(300_000);
