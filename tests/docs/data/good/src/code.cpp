// Good references only: by name (found in docs/), by path with backticks, and next to this file.
// See GUIDE.md, "First section".
// See `docs/GUIDE.md`, "Second section".
// See LOCAL.md, "Local heading", and the path docs/GUIDE.md.
