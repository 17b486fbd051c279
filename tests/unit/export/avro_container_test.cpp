// Avro files written by AvroFile, read back by Avro C (Debian's libavro), an independent reader:
// every codec, rows across several blocks, a row larger than a block, and the header's schema
// text kept byte for byte (Avro C's own writer would drop the properties: docs/export.md).
#include <avro.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "export/avro_container.h"
#include "export/avro_encoding.h"
#include "export/crc32c.h"
#include "unit/support/files.h"

namespace spanlift::exporter {
namespace {

using spanlift::testing::TempPath;

const char* kSchema =
    R"j({"type":"record","name":"T","namespace":"spannerexport","fields":[{"name":"id","type":"long","sqlType":"INT64"},)j"
    R"j({"name":"s","type":["null","string"],"sqlType":"STRING(MAX)"}],"spannerPrimaryKey_0":"`id` ASC"})j";

std::string Row(int64_t id, const std::string* s) {
  std::string row;
  avro::Long(row, id);
  if (s) {
    avro::Present(row);
    avro::Bytes(row, *s);
  } else {
    avro::Null(row);
  }
  return row;
}

std::string ReadAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void WriteAndReadBack(Codec codec) {
  const std::string path = TempPath(std::string(CodecName(codec)) + ".avro");
  std::remove(path.c_str());
  AvroFile file;
  std::string error;
  ASSERT_TRUE(file.Open(path, kSchema, codec, "T.0.0", error)) << error;
  const std::string big(3 << 20, 'x');  // larger than a block
  const int rows = 50000;
  for (int i = 0; i < rows; ++i) {
    std::string text = "row " + std::to_string(i) + " \xc3\xa9";
    const std::string* s = i % 7 == 0 ? nullptr : (i == 1234 ? &big : &text);
    ASSERT_TRUE(file.Append(Row(i * 1000003LL - 7, s), error)) << error;
  }
  ASSERT_TRUE(file.Close(error)) << error;
  const std::string bytes = ReadAll(path);
  EXPECT_EQ(file.file_bytes(), bytes.size());
  EXPECT_EQ(file.crc32c(), Crc32c(0, bytes));
  EXPECT_NE(bytes.find(kSchema), std::string::npos) << "the header keeps the schema's text";

  avro_file_reader_t reader;
  ASSERT_EQ(avro_file_reader(path.c_str(), &reader), 0) << avro_strerror();
  avro_schema_t schema = avro_file_reader_get_writer_schema(reader);
  avro_value_iface_t* iface = avro_generic_class_from_schema(schema);
  avro_value_t record;
  avro_generic_value_new(iface, &record);
  int i = 0;
  for (; avro_file_reader_read_value(reader, &record) == 0; ++i) {
    avro_value_t id, s, branch;
    int64_t v = 0;
    avro_value_get_by_index(&record, 0, &id, nullptr);
    avro_value_get_long(&id, &v);
    ASSERT_EQ(v, i * 1000003LL - 7);
    avro_value_get_by_index(&record, 1, &s, nullptr);
    int disc = -1;
    avro_value_get_discriminant(&s, &disc);
    ASSERT_EQ(disc, i % 7 == 0 ? 0 : 1) << i;
    if (disc == 1) {
      avro_value_get_current_branch(&s, &branch);
      const char* str = nullptr;
      size_t size = 0;
      avro_value_get_string(&branch, &str, &size);
      ASSERT_EQ(std::string(str, size - 1), i == 1234 ? big : "row " + std::to_string(i) + " \xc3\xa9");
    }
  }
  EXPECT_EQ(i, rows);
  avro_value_decref(&record);
  avro_value_iface_decref(iface);
  avro_schema_decref(schema);
  avro_file_reader_close(reader);
  std::remove(path.c_str());
}

TEST(AvroFile, NullCodecReadsBack) { WriteAndReadBack(Codec::kNull); }
TEST(AvroFile, DeflateReadsBack) { WriteAndReadBack(Codec::kDeflate); }
TEST(AvroFile, SnappyReadsBack) { WriteAndReadBack(Codec::kSnappy); }

TEST(AvroFile, SameRowsSameBytes) {
  std::string texts[2];
  for (int k = 0; k < 2; ++k) {
    const std::string path = TempPath("same" + std::to_string(k) + ".avro");
    std::remove(path.c_str());
    AvroFile file;
    std::string error;
    ASSERT_TRUE(file.Open(path, kSchema, Codec::kSnappy, "T.0.0", error)) << error;
    const std::string s = "a";
    ASSERT_TRUE(file.Append(Row(1, &s), error));
    ASSERT_TRUE(file.Close(error));
    texts[k] = ReadAll(path);
    std::remove(path.c_str());
  }
  EXPECT_EQ(texts[0], texts[1]);
}

TEST(AvroFile, RefusesAnExistingFile) {
  const std::string path = TempPath("exists.avro");
  std::ofstream(path) << "x";
  AvroFile file;
  std::string error;
  EXPECT_FALSE(file.Open(path, kSchema, Codec::kNull, "T", error));
  EXPECT_NE(error.find("cannot create"), std::string::npos);
  std::remove(path.c_str());
}

TEST(Crc32c, KnownValues) {
  EXPECT_EQ(Crc32c(0, "123456789"), 0xE3069283u);  // the check value of CRC-32C
  EXPECT_EQ(Crc32c(Crc32c(0, "1234"), "56789"), 0xE3069283u);
  EXPECT_EQ(Crc32c(0, ""), 0u);
  EXPECT_EQ(Crc32cBase64(0xE3069283u), "4waSgw==");
  // Longer than a word, odd lengths: the hardware and table paths agree with each other.
  std::string data;
  for (int i = 0; i < 1000; ++i) data.push_back(static_cast<char>(i * 37));
  uint32_t piecewise = 0;
  for (size_t i = 0; i < data.size(); i += 13) piecewise = Crc32c(piecewise, std::string_view(data).substr(i, 13));
  EXPECT_EQ(piecewise, Crc32c(0, data));
}

}  // namespace
}  // namespace spanlift::exporter
