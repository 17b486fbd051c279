# Live databases (docs/live.md): throwaway PostgreSQL 15 and MariaDB servers on loopback, one pair
# for the whole run: every corpus file that loads, read live, converts as its pg_dump / mysqldump
# does; written workloads get the decisions their labels ask for; a read moves no WAL, binary log
# or write counter; every bad input is one line, exit 2. Skipped (77) without the servers.
if(Python3_FOUND)
  add_test(NAME live/servers
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/live/live_test.py $<TARGET_FILE:spanlift>)
  set_tests_properties(live/servers PROPERTIES
    LABELS "integration;live" SKIP_RETURN_CODE 77 TIMEOUT 900 PROCESSORS 2
    ENVIRONMENT "SPANLIFT_CORPUS=${SPANLIFT_CORPUS}")
endif()
