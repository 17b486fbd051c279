# `spanlift diff` (tests/diff/): the table-driven cases (cases.py) checked as text, and each case
# applied on the Cloud Spanner emulator (OLD, rows, the migration; the result compared with NEW as
# models, the rows counted). The emulator test skips (77, with a message) without the emulator.
if(Python3_FOUND)
  add_test(NAME diff/cases COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/diff/diff_cases_test.py
           --spanlift $<TARGET_FILE:spanlift>)
  set_tests_properties(diff/cases PROPERTIES LABELS diff TIMEOUT 300
                       ENVIRONMENT "SPANLIFT_CORPUS=${SPANLIFT_CORPUS}")
  add_test(NAME diff/emulator COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/diff/diff_emulator_test.py
           --spanlift $<TARGET_FILE:spanlift>)
  set_tests_properties(diff/emulator PROPERTIES LABELS "diff;emulator" SKIP_RETURN_CODE 77 TIMEOUT 900)
endif()
