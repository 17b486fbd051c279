# Emulator-checked tests (tests/emulator/, docs/verify.md "Emulator tests"): every input converted
# with each variant is accepted by the Cloud Spanner emulator and reads back as the same model;
# findings that say Spanner rejects something are confirmed. One ctest per input file, so files
# run in parallel and a failure names the file. Skipped (77, with a message) without the emulator.
# Label `emulator` is CI's (scripts/test.sh); files too slow for CI's budget get only the label
# `emulator-large` (ctest -L emulator-large; ctest -L takes a regex, so -L emulator runs both).
set(emulator_dir ${CMAKE_CURRENT_SOURCE_DIR}/emulator)

# Corpus files whose six variants take over 4 minutes on the emulator (measured, docs/verify.md):
# left out of CI's budget, run by `ctest -L emulator-large`.
set(SPANLIFT_EMULATOR_LARGE
  sharetribe/structure.sql odoo/mmdb007_schema.sql thirtybees/db_structure.sql)
# corpus-more files whose default variant alone takes minutes (measured, docs/verify.md).
# Default variant, measured on the 2-core machine: openedx-devstack over 15 minutes, netbox ~5
# minutes, gisia 74 s, invoiceninja 58 s; the other eight 3-14 s each (57 s together).
set(SPANLIFT_EMULATOR_MORE_LARGE netbox/netbox-demo-v4.2.sql openedx-devstack/edxapp.sql gisia/structure.sql
    invoiceninja/mysql-schema.sql)

# spanlift_emulator_test(NAME DIALECT INPUT [large] [VARIANTS a,b])
function(spanlift_emulator_test name dialect input)
  cmake_parse_arguments(ARG "" "VARIANTS" "" ${ARGN})
  set(variants)
  if(ARG_VARIANTS)
    set(variants --variants ${ARG_VARIANTS})
  endif()
  add_test(NAME emulator/${name}
    COMMAND ${Python3_EXECUTABLE} ${emulator_dir}/check_accept.py --spanlift $<TARGET_FILE:spanlift>
            --from ${dialect} --label ${name} ${variants} ${input})
  set(label emulator)
  set(timeout 900)
  if(ARG_UNPARSED_ARGUMENTS STREQUAL "large")
    set(label emulator-large)
    set(timeout 7200)
  endif()
  set_tests_properties(emulator/${name} PROPERTIES LABELS ${label} SKIP_RETURN_CODE 77
                       TIMEOUT ${timeout})
endfunction()

if(Python3_FOUND)
  file(GLOB_RECURSE golden_inputs CONFIGURE_DEPENDS
       ${CMAKE_CURRENT_SOURCE_DIR}/golden/convert/*.sql ${CMAKE_CURRENT_SOURCE_DIR}/golden/rewrite/*.sql
       ${CMAKE_CURRENT_SOURCE_DIR}/golden/report/*.sql)
  list(FILTER golden_inputs EXCLUDE REGEX "\\.expected\\.")
  foreach(input ${golden_inputs})
    file(RELATIVE_PATH rel ${CMAKE_CURRENT_SOURCE_DIR} ${input})
    get_filename_component(dir ${input} DIRECTORY)
    get_filename_component(dialect ${dir} NAME)
    spanlift_emulator_test(${rel} ${dialect} ${input})
  endforeach()
  spanlift_emulator_test(snippets/hostile_spanner.sql spanner
                         ${CMAKE_CURRENT_SOURCE_DIR}/snippets/hostile_spanner.sql)
  spanlift_emulator_test(samples/shop_mysql.sql mysql ${CMAKE_SOURCE_DIR}/samples/shop_mysql.sql)
  spanlift_emulator_test(samples/shop_postgres.sql postgres ${CMAKE_SOURCE_DIR}/samples/shop_postgres.sql)

  if(EXISTS "${SPANLIFT_CORPUS}/MANIFEST.tsv")
    file(STRINGS "${SPANLIFT_CORPUS}/MANIFEST.tsv" emulator_rows)
    foreach(row ${emulator_rows})
      if(NOT row MATCHES "^([^\t ]+)\t(mysql|postgres)\t")
        continue()
      endif()
      set(size)
      if(CMAKE_MATCH_1 IN_LIST SPANLIFT_EMULATOR_LARGE)
        set(size large)
      endif()
      spanlift_emulator_test(corpus/${CMAKE_MATCH_1} ${CMAKE_MATCH_2}
                             ${SPANLIFT_CORPUS}/${CMAKE_MATCH_1} ${size})
    endforeach()
  endif()

  # ../shared/corpus-more: the default variant only (netbox alone takes ~5 minutes per variant);
  # the largest are `emulator-large` (docs/verify.md).
  if(EXISTS "${SPANLIFT_CORPUS_MORE}/MANIFEST.tsv")
    file(STRINGS "${SPANLIFT_CORPUS_MORE}/MANIFEST.tsv" more_rows)
    foreach(row ${more_rows})
      if(NOT row MATCHES "^([^\t ]+)\t(mysql|mariadb|postgres)\t")
        continue()
      endif()
      set(dialect ${CMAKE_MATCH_2})
      if(dialect STREQUAL "mariadb")
        set(dialect mysql)
      endif()
      set(size)
      if(CMAKE_MATCH_1 IN_LIST SPANLIFT_EMULATOR_MORE_LARGE)
        set(size large)
      endif()
      spanlift_emulator_test(corpus-more/${CMAKE_MATCH_1} ${dialect} ${SPANLIFT_CORPUS_MORE}/${CMAKE_MATCH_1}
                             ${size} VARIANTS default)
    endforeach()
  endif()

  add_test(NAME emulator/findings_reject COMMAND ${Python3_EXECUTABLE} ${emulator_dir}/check_findings_reject.py)
  set_tests_properties(emulator/findings_reject PROPERTIES LABELS emulator SKIP_RETURN_CODE 77 TIMEOUT 300)
  # Every point of DIR/split-points/ is a key the converted schema accepts (docs/split-points.md).
  add_test(NAME emulator/split_points COMMAND ${Python3_EXECUTABLE} ${emulator_dir}/split_points_test.py
           --spanlift $<TARGET_FILE:spanlift>)
  set_tests_properties(emulator/split_points PROPERTIES LABELS emulator SKIP_RETURN_CODE 77 TIMEOUT 300)
endif()
