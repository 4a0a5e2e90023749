import os from "node:os";

// Imported first by main.ts: libuv sizes its thread pool on first use, so this must run
// before anything touches the file system, crypto or dns asynchronously.
//
// The pool (4 threads by default) serves scrypt (password hashing), sharp's image jobs and
// async file work alike. With one thread more than the cores, the image queue
// (features/uploads/image-work.ts) may use a job per core but one and still leave threads
// free, so a sign-in never waits behind images. An operator's own setting wins.
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, os.availableParallelism() + 1));
