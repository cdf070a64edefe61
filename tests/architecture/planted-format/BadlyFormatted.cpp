// Planted for the format check's own test: lines 4 and 6 are not as .clang-format writes them.
int wellFormed(int a) { return a + 1; }

int   badlySpaced( int a ){return a;}

int alsoBad(int a)  {   return a; }
