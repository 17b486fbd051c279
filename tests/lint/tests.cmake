# `spanlift lint` in the review formats (sarif, github, gitlab) held against its json findings;
# SARIF validated against our SARIF 2.1.0 subset schema (python3-jsonschema; 77 without it).
if(Python3_FOUND)
  add_test(NAME lint/review_formats COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/lint/review_formats_test.py
           --spanlift $<TARGET_FILE:spanlift>)
  set_tests_properties(lint/review_formats PROPERTIES LABELS "lint;golden" SKIP_RETURN_CODE 77 TIMEOUT 300)
endif()
