# `spanlift diff` (tests/diff/): the table-driven cases (cases.py) checked as text, and each case
# applied on the Cloud Spanner emulator (OLD, rows, the migration; the result compared with NEW as
# models, the rows counted). The emulator test skips (77, with a message) without the emulator.
if(Python3_FOUND)
  add_test(NAME diff/cases COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/diff/diff_cases_test.py
           --spanlift $<TARGET_FILE:spanlift>)
  set_tests_properties(diff/cases PROPERTIES LABELS diff TIMEOUT 1200
                       ENVIRONMENT "SPANLIFT_CORPUS=${SPANLIFT_CORPUS}")
  add_test(NAME diff/emulator COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/diff/diff_emulator_test.py
           --spanlift $<TARGET_FILE:spanlift>)
  set_tests_properties(diff/emulator PROPERTIES LABELS "diff;emulator" SKIP_RETURN_CODE 77 TIMEOUT 900)
  # Random OLD / NEW pairs from the forms of docs/spanner-ddl-coverage.md: no crash, X vs X empty.
  add_test(NAME diff/fuzz COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/diff/diff_fuzz_test.py
           --spanlift $<TARGET_FILE:spanlift>)
  set_tests_properties(diff/fuzz PROPERTIES LABELS diff TIMEOUT 600)
  # Real history (tests/diff/history/: a public project's schema file at two commits): OLD
  # converted, rows, the migration on the emulator; stored = NEW, the kept rows unchanged.
  add_test(NAME diff/history COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/diff/history_test.py
           --spanlift $<TARGET_FILE:spanlift>)
  set_tests_properties(diff/history PROPERTIES LABELS "diff;emulator" SKIP_RETURN_CODE 77 TIMEOUT 900)
endif()
# The review formats (markdown, json, sarif, github, gitlab): goldens of tests/golden/diff_review/,
# SARIF validated against our SARIF 2.1.0 subset schema (python3-jsonschema; 77 without it).
if(Python3_FOUND)
  add_test(NAME diff/review_formats COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/diff/review_formats_test.py
           --spanlift $<TARGET_FILE:spanlift>)
  set_tests_properties(diff/review_formats PROPERTIES LABELS "diff;golden" SKIP_RETURN_CODE 77 TIMEOUT 300)
endif()
# The GitHub Action's review step (action.yml) run as the runner runs it, with and without verify.
if(Python3_FOUND)
  add_test(NAME diff/action COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/diff/action_test.py
           --spanlift $<TARGET_FILE:spanlift>)
  set_tests_properties(diff/action PROPERTIES LABELS "diff;emulator" SKIP_RETURN_CODE 77 TIMEOUT 600)
endif()
# The pre-commit hooks, run by Debian's pre-commit in a throwaway git repository (77 without it).
if(Python3_FOUND)
  add_test(NAME diff/pre_commit COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/precommit/pre_commit_test.py
           --spanlift $<TARGET_FILE:spanlift>)
  set_tests_properties(diff/pre_commit PROPERTIES LABELS diff SKIP_RETURN_CODE 77 TIMEOUT 600)
endif()
# The review's data-dependent findings (D025-D030) on the emulator: bad rows make the migration
# fail as the finding says, the fix's check query counts them, the backfill fix works (77 without it).
if(Python3_FOUND)
  add_test(NAME diff/review_emulator COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/diff/review_emulator_test.py
           --spanlift $<TARGET_FILE:spanlift>)
  set_tests_properties(diff/review_emulator PROPERTIES LABELS "diff;emulator" SKIP_RETURN_CODE 77 TIMEOUT 600)
endif()
