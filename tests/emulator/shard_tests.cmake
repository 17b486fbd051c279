# The Cloud Spanner emulator as the oracle of computed values (tests/emulator/, label emulator,
# skipped with exit 77 and a visible message when the emulator is not installed): every shard
# column of the golden conversions and of a table-driven set, stored by Spanner, must equal what
# the C++ reference and every language's snippet compute; bit-reversed identities must keep
# existing ids; the checked-in vectors must be what the emulator computes.
add_executable(shard_manifest emulator/shard_manifest.cpp)
target_link_libraries(shard_manifest PRIVATE spanlift_frontend spanlift_convert spanlift_rewrite spanlift_report spanlift_profile)
spanlift_warnings(shard_manifest)
# The C++ reference (src/shard) called like the snippets (tests/snippets/snippet_calls.py).
add_executable(reference_calls snippets/reference_calls.cpp)
target_link_libraries(reference_calls PRIVATE spanlift_shard)
target_include_directories(reference_calls PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
spanlift_warnings(reference_calls)
if(Python3_FOUND)
  set(emulator_tools --spanlift $<TARGET_FILE:spanlift> --manifest-tool $<TARGET_FILE:shard_manifest>
                     --reference-tool $<TARGET_FILE:reference_calls>)
  add_test(NAME emulator/shard_values
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/emulator/shard_values_test.py ${emulator_tools}
            --work ${CMAKE_CURRENT_BINARY_DIR}/emulator_shard_values)
  add_test(NAME emulator/identity
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/emulator/identity_test.py ${emulator_tools}
            --work ${CMAKE_CURRENT_BINARY_DIR}/emulator_identity)
  add_test(NAME emulator/vectors
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/emulator/vectors_test.py)
  set_tests_properties(emulator/shard_values emulator/identity emulator/vectors PROPERTIES
    LABELS emulator SKIP_RETURN_CODE 77 TIMEOUT 900)
endif()
