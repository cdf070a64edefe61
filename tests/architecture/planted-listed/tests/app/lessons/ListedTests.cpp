// Listed only by its bare name, not as lessons/ListedTests.cpp: the check must name it.
