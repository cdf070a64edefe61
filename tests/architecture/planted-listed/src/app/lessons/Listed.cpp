// Listed in the planted src/CMakeLists.txt.
