// One good reference (line 2); every later line holds one bad one.
// See GUIDE.md, "First section".
// See GUIDE.md, "Missing section".
// See `docs/GUIDE.md`, "Not a heading: inside a code fence".
// See NOPE.md, "First section".
// See ../shared/docs/GUIDE.md for the design.
// See the path docs/GONE.md.
