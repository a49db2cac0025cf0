//! The combinations of spelling, layout and wrapper that the post reader
//! does not read back whole yet (issue #43), as
//! `game / spelling / layout / wrapper`, each with how it fails today:
//! "valid, moves dropped" (a valid verdict without some of the moves
//! written), "moves not named" (an error, but some moves are neither plies
//! nor named in a diagnostic) or "named, not read whole" (every move is a
//! ply or named, but the plies are not the ones written). A change that
//! reads one back whole must strike its line.

pub const READ_WRONG_TODAY: &[&str] = &[
    "chatra / canonical / in a sentence / bare", // moves not named
    "chatra / canonical / in a sentence / a blog post", // moves not named
    "chatra / canonical / in a sentence / a 2ch thread", // moves not named
    "chatra / canonical / in a sentence / a NIFTY reply", // moves not named
    "chatra / canonical / in a sentence / a mail with quotes and a signature", // moves not named
    "chatra / canonical / in a sentence / two games under headings", // moves not named
    "chatra / full-width / in a sentence / bare", // moves not named
    "chatra / full-width / in a sentence / a blog post", // moves not named
    "chatra / full-width / in a sentence / a 2ch thread", // moves not named
    "chatra / full-width / in a sentence / a NIFTY reply", // moves not named
    "chatra / full-width / in a sentence / a mail with quotes and a signature", // moves not named
    "chatra / full-width / in a sentence / two games under headings", // moves not named
    "chatra / side marks / in a sentence / bare", // moves not named
    "chatra / side marks / in a sentence / a blog post", // moves not named
    "chatra / side marks / in a sentence / a 2ch thread", // moves not named
    "chatra / side marks / in a sentence / a NIFTY reply", // moves not named
    "chatra / side marks / in a sentence / a mail with quotes and a signature", // moves not named
    "chatra / side marks / in a sentence / two games under headings", // moves not named
    "chatra / full-width with side marks / per ply / bare", // moves not named
    "chatra / full-width with side marks / per ply / a blog post", // moves not named
    "chatra / full-width with side marks / per ply / a 2ch thread", // moves not named
    "chatra / full-width with side marks / per ply / a NIFTY reply", // moves not named
    "chatra / full-width with side marks / per ply / a mail with quotes and a signature", // moves not named
    "chatra / full-width with side marks / per ply / two games under headings", // moves not named
    "chatra / full-width with side marks / per ply, one a line / bare",         // moves not named
    "chatra / full-width with side marks / per ply, one a line / a blog post",  // moves not named
    "chatra / full-width with side marks / per ply, one a line / a 2ch thread", // moves not named
    "chatra / full-width with side marks / per ply, one a line / a NIFTY reply", // moves not named
    "chatra / full-width with side marks / per ply, one a line / a mail with quotes and a signature", // moves not named
    "chatra / full-width with side marks / per ply, one a line / two games under headings", // moves not named
    "chatra / full-width with side marks / `N手目`, one a line / bare", // moves not named
    "chatra / full-width with side marks / `N手目`, one a line / a blog post", // moves not named
    "chatra / full-width with side marks / `N手目`, one a line / a 2ch thread", // moves not named
    "chatra / full-width with side marks / `N手目`, one a line / a NIFTY reply", // moves not named
    "chatra / full-width with side marks / `N手目`, one a line / a mail with quotes and a signature", // moves not named
    "chatra / full-width with side marks / `N手目`, one a line / two games under headings", // moves not named
    "chatra / full-width with side marks / per turn / bare", // moves not named
    "chatra / full-width with side marks / per turn / a blog post", // moves not named
    "chatra / full-width with side marks / per turn / a 2ch thread", // moves not named
    "chatra / full-width with side marks / per turn / a NIFTY reply", // moves not named
    "chatra / full-width with side marks / per turn / a mail with quotes and a signature", // moves not named
    "chatra / full-width with side marks / per turn / two games under headings", // moves not named
    "chatra / full-width with side marks / unnumbered / bare",                   // moves not named
    "chatra / full-width with side marks / unnumbered / a blog post",            // moves not named
    "chatra / full-width with side marks / unnumbered / a 2ch thread",           // moves not named
    "chatra / full-width with side marks / unnumbered / a NIFTY reply",          // moves not named
    "chatra / full-width with side marks / unnumbered / a mail with quotes and a signature", // moves not named
    "chatra / full-width with side marks / unnumbered / two games under headings", // moves not named
    "chatra / full-width with side marks / unnumbered, one a line / bare", // moves not named
    "chatra / full-width with side marks / unnumbered, one a line / a blog post", // moves not named
    "chatra / full-width with side marks / unnumbered, one a line / a 2ch thread", // moves not named
    "chatra / full-width with side marks / unnumbered, one a line / a NIFTY reply", // moves not named
    "chatra / full-width with side marks / unnumbered, one a line / a mail with quotes and a signature", // moves not named
    "chatra / full-width with side marks / unnumbered, one a line / two games under headings", // moves not named
    "chatra / full-width with side marks / in a sentence / bare", // moves not named
    "chatra / full-width with side marks / in a sentence / a blog post", // moves not named
    "chatra / full-width with side marks / in a sentence / a 2ch thread", // moves not named
    "chatra / full-width with side marks / in a sentence / a NIFTY reply", // moves not named
    "chatra / full-width with side marks / in a sentence / a mail with quotes and a signature", // moves not named
    "chatra / full-width with side marks / in a sentence / two games under headings", // moves not named
    "chatra / zero-padded rows / in a sentence / bare", // moves not named
    "chatra / zero-padded rows / in a sentence / a blog post", // moves not named
    "chatra / zero-padded rows / in a sentence / a 2ch thread", // moves not named
    "chatra / zero-padded rows / in a sentence / a NIFTY reply", // moves not named
    "chatra / zero-padded rows / in a sentence / a mail with quotes and a signature", // moves not named
    "chatra / zero-padded rows / in a sentence / two games under headings", // moves not named
    "chatra / upper case, `ー` and `×` / in a sentence / bare",             // moves not named
    "chatra / upper case, `ー` and `×` / in a sentence / a blog post",      // moves not named
    "chatra / upper case, `ー` and `×` / in a sentence / a 2ch thread",     // moves not named
    "chatra / upper case, `ー` and `×` / in a sentence / a NIFTY reply",    // moves not named
    "chatra / upper case, `ー` and `×` / in a sentence / a mail with quotes and a signature", // moves not named
    "chatra / upper case, `ー` and `×` / in a sentence / two games under headings", // moves not named
    "chatra / `パス` for a pass / in a sentence / bare", // moves not named
    "chatra / `パス` for a pass / in a sentence / a blog post", // moves not named
    "chatra / `パス` for a pass / in a sentence / a 2ch thread", // moves not named
    "chatra / `パス` for a pass / in a sentence / a NIFTY reply", // moves not named
    "chatra / `パス` for a pass / in a sentence / a mail with quotes and a signature", // moves not named
    "chatra / `パス` for a pass / in a sentence / two games under headings", // moves not named
    "macedonian / japanese, side marks / unnumbered / bare",                 // moves not named
    "macedonian / japanese, side marks / unnumbered, one a line / bare",     // moves not named
    "macedonian / ascii / in a sentence / bare",                             // moves not named
    "macedonian / ascii / in a sentence / a blog post",                      // moves not named
    "macedonian / ascii / in a sentence / a 2ch thread",                     // moves not named
    "macedonian / ascii / in a sentence / a NIFTY reply",                    // moves not named
    "macedonian / ascii / in a sentence / a mail with quotes and a signature", // moves not named
    "macedonian / ascii / in a sentence / two games under headings",         // moves not named
    "shelt / native / in a sentence / bare",                                 // moves not named
    "shelt / native / in a sentence / a blog post",                          // moves not named
    "shelt / native / in a sentence / a 2ch thread",                         // moves not named
    "shelt / native / in a sentence / a NIFTY reply",                        // moves not named
    "shelt / native / in a sentence / a mail with quotes and a signature",   // moves not named
    "shelt / native / in a sentence / two games under headings",             // moves not named
    "shelt / native-short / in a sentence / bare",                           // moves not named
    "shelt / native-short / in a sentence / a blog post",                    // moves not named
    "shelt / native-short / in a sentence / a 2ch thread",                   // moves not named
    "shelt / native-short / in a sentence / a NIFTY reply",                  // moves not named
    "shelt / native-short / in a sentence / a mail with quotes and a signature", // moves not named
    "shelt / native-short / in a sentence / two games under headings",       // moves not named
    "shelt / algebraic / in a sentence / bare",                              // moves not named
    "shelt / algebraic / in a sentence / a blog post",                       // moves not named
    "shelt / algebraic / in a sentence / a 2ch thread",                      // moves not named
    "shelt / algebraic / in a sentence / a NIFTY reply",                     // moves not named
    "shelt / algebraic / in a sentence / a mail with quotes and a signature", // moves not named
    "shelt / algebraic / in a sentence / two games under headings",          // moves not named
    "shelt / algebraic-short / in a sentence / bare",                        // moves not named
    "shelt / algebraic-short / in a sentence / a blog post",                 // moves not named
    "shelt / algebraic-short / in a sentence / a 2ch thread",                // moves not named
    "shelt / algebraic-short / in a sentence / a NIFTY reply",               // moves not named
    "shelt / algebraic-short / in a sentence / a mail with quotes and a signature", // moves not named
    "shelt / algebraic-short / in a sentence / two games under headings", // moves not named
    "shogi / usi / in a sentence / bare",                                 // moves not named
    "shogi / usi / in a sentence / a blog post",                          // moves not named
    "shogi / usi / in a sentence / a 2ch thread",                         // moves not named
    "shogi / usi / in a sentence / a NIFTY reply",                        // moves not named
    "shogi / usi / in a sentence / a mail with quotes and a signature",   // moves not named
    "shogi / usi / in a sentence / two games under headings",             // moves not named
    "shogi / csa / unnumbered / a blog post",                             // named, not read whole
    "shogi / csa / unnumbered / a NIFTY reply",                           // moves not named
    "shogi / csa / unnumbered / a mail with quotes and a signature",      // named, not read whole
    "shogi / csa / unnumbered / two games under headings",                // moves not named
    "shogi / csa / unnumbered, one a line / a blog post",                 // named, not read whole
    "shogi / csa / unnumbered, one a line / a NIFTY reply",               // moves not named
    "shogi / csa / unnumbered, one a line / a mail with quotes and a signature", // named, not read whole
    "shogi / csa / unnumbered, one a line / two games under headings",           // moves not named
    "shogi / csa / in a sentence / bare",                                        // moves not named
    "shogi / csa / in a sentence / a blog post",                                 // moves not named
    "shogi / csa / in a sentence / a 2ch thread",                                // moves not named
    "shogi / csa / in a sentence / a NIFTY reply",                               // moves not named
    "shogi / csa / in a sentence / a mail with quotes and a signature",          // moves not named
    "shogi / csa / in a sentence / two games under headings",                    // moves not named
    "shogi / western / in a sentence / bare",                                    // moves not named
    "shogi / western / in a sentence / a blog post",                             // moves not named
    "shogi / western / in a sentence / a 2ch thread",                            // moves not named
    "shogi / western / in a sentence / a NIFTY reply",                           // moves not named
    "shogi / western / in a sentence / a mail with quotes and a signature",      // moves not named
    "shogi / western / in a sentence / two games under headings",                // moves not named
    "shogi / kif / per ply / bare",                                              // moves not named
    "shogi / kif / per ply, one a line / bare",                                  // moves not named
    "shogi / kif / per turn / bare",                                             // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per ply / bare",                 // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per ply / a blog post",          // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per ply / a 2ch thread",         // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per ply / a NIFTY reply",        // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per ply / a mail with quotes and a signature", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per ply / two games under headings", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per ply, one a line / bare", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per ply, one a line / a blog post", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per ply, one a line / a 2ch thread", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per ply, one a line / a NIFTY reply", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per ply, one a line / a mail with quotes and a signature", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per ply, one a line / two games under headings", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / `N手目`, one a line / bare", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / `N手目`, one a line / a blog post", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / `N手目`, one a line / a 2ch thread", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / `N手目`, one a line / a NIFTY reply", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / `N手目`, one a line / a mail with quotes and a signature", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / `N手目`, one a line / two games under headings", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per turn / bare", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per turn / a blog post", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per turn / a 2ch thread", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per turn / a NIFTY reply", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per turn / a mail with quotes and a signature", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / per turn / two games under headings", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / in a sentence / bare", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / in a sentence / a blog post", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / in a sentence / a 2ch thread", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / in a sentence / a NIFTY reply", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / in a sentence / a mail with quotes and a signature", // moves not named
    "shogi / ki2, sides in words `先手７六歩` / in a sentence / two games under headings", // moves not named
    "shogi / kif with side marks `▲７六歩(77)` / per ply / bare", // moves not named
    "shogi / kif with side marks `▲７六歩(77)` / per ply, one a line / bare", // moves not named
    "shogi / kif with side marks `▲７六歩(77)` / per turn / bare", // moves not named
    "otomo / usi / in a sentence / bare",                         // moves not named
    "otomo / usi / in a sentence / a blog post",                  // moves not named
    "otomo / usi / in a sentence / a 2ch thread",                 // moves not named
    "otomo / usi / in a sentence / a NIFTY reply",                // moves not named
    "otomo / usi / in a sentence / a mail with quotes and a signature", // moves not named
    "otomo / usi / in a sentence / two games under headings",     // moves not named
    "otomo / csa / unnumbered / a blog post",                     // moves not named
    "otomo / csa / unnumbered / a NIFTY reply",                   // moves not named
    "otomo / csa / unnumbered / a mail with quotes and a signature", // moves not named
    "otomo / csa / unnumbered / two games under headings",        // moves not named
    "otomo / csa / unnumbered, one a line / a blog post",         // named, not read whole
    "otomo / csa / unnumbered, one a line / a NIFTY reply",       // moves not named
    "otomo / csa / unnumbered, one a line / a mail with quotes and a signature", // named, not read whole
    "otomo / csa / unnumbered, one a line / two games under headings",           // moves not named
    "otomo / csa / in a sentence / bare",                                        // moves not named
    "otomo / csa / in a sentence / a blog post",                                 // moves not named
    "otomo / csa / in a sentence / a 2ch thread",                                // moves not named
    "otomo / csa / in a sentence / a NIFTY reply",                               // moves not named
    "otomo / csa / in a sentence / a mail with quotes and a signature",          // moves not named
    "otomo / csa / in a sentence / two games under headings",                    // moves not named
    "otomo / kif / per ply / bare",                                              // moves not named
    "otomo / kif / per ply, one a line / bare",                                  // moves not named
    "otomo / kif / per turn / bare",                                             // moves not named
    "otomo / western / unnumbered, one a line / bare",                           // moves not named
    "otomo / western / unnumbered, one a line / a blog post",                    // moves not named
    "otomo / western / unnumbered, one a line / a NIFTY reply",                  // moves not named
    "otomo / western / unnumbered, one a line / a mail with quotes and a signature", // moves not named
    "otomo / western / unnumbered, one a line / two games under headings", // moves not named
    "otomo / western / in a sentence / bare",                              // moves not named
    "otomo / western / in a sentence / a blog post",                       // moves not named
    "otomo / western / in a sentence / a 2ch thread",                      // moves not named
    "otomo / western / in a sentence / a NIFTY reply",                     // moves not named
    "otomo / western / in a sentence / a mail with quotes and a signature", // moves not named
    "otomo / western / in a sentence / two games under headings",          // moves not named
];
