# `spanlift export` (docs/export.md "Tests"). Real components: the servers' own rows, python3-avro
# and python3-crc32c reading the files back, the Spanner emulator loading them.
set(export_dir ${CMAKE_CURRENT_SOURCE_DIR}/export)
if(Python3_FOUND)
  # MariaDB and PostgreSQL load the edge rows; their dumps are exported, read back, compared, and
  # loaded into the emulator by the template's rules (one server pair and one emulator for all).
  add_test(NAME export/truth COMMAND ${Python3_EXECUTABLE} ${export_dir}/export_truth_test.py $<TARGET_FILE:spanlift>)
  set_tests_properties(export/truth PROPERTIES LABELS "integration;emulator" SKIP_RETURN_CODE 77 TIMEOUT 900)
endif()
if(Python3_FOUND)
  # Bad input (cut-off rows, wrong counts, unknown tables, INSERT ... SELECT, a full disk), the
  # --bad-values policies, byte-identical output, bounded files and chunks of consecutive rows.
  add_test(NAME export/cli COMMAND ${Python3_EXECUTABLE} ${export_dir}/export_cli_test.py $<TARGET_FILE:spanlift>)
  set_tests_properties(export/cli PROPERTIES LABELS export TIMEOUT 300)
  # Every corpus file with rows exports, and is read back whole.
  add_test(NAME export/corpus COMMAND ${Python3_EXECUTABLE} ${export_dir}/corpus_export_test.py $<TARGET_FILE:spanlift>
                                      ${SPANLIFT_CORPUS} ${CMAKE_SOURCE_DIR}/../shared/corpus-more)
  set_tests_properties(export/corpus PROPERTIES LABELS "corpus;export" TIMEOUT 600)
endif()
