#pragma once
// The second stage of an export (pipeline.h): a batch of captured rows encoded in Avro, each value
// by its field's rule, computed fields filled (crc32 shard values, derived UUIDs), values Spanner
// cannot hold handled by the --bad-values policy and reported. Batches are independent: several
// encoders may run at once, each with its own buffers and text converters.
#include <memory>
#include <string>
#include <vector>

#include "export/batch.h"
#include "export/avro_container.h"
#include "export/encoding.h"
#include "export/table_plan.h"

namespace spanlift::exporter {

class RowEncoder {
 public:
  // `encodings`: each input's declared text encoding ("" for UTF-8), by input index. Blocks are
  // compressed by `codec` and hold at most `block_bytes` of rows before compression.
  RowEncoder(const ExportPlan& plan, BadValues policy, const std::vector<std::string>& inputs,
             const std::vector<std::string>& encodings, Codec codec, size_t block_bytes);

  Encoded Encode(const Batch& batch);

 private:
  bool Field(const Batch& batch, const Batch::Row& row, size_t index);
  bool Computed(const Batch& batch, const Batch::Row& row, const FieldPlan& f, std::string& why);
  // A value Spanner cannot hold: reported; true when the row goes on (its field written as NULL).
  bool Bad(const Batch::Row& row, const FieldPlan& f, const std::string& why, const Value* value);
  void EndBlock();

  const ExportPlan& plan_;
  BadValues policy_;
  const std::vector<std::string>& inputs_;
  std::vector<std::unique_ptr<Transcoder>> transcoders_;
  ValueEncoder encoder_;
  Codec codec_;
  size_t block_bytes_;
  Encoded* out_ = nullptr;
  std::string raw_;  // the rows of the block being filled, encoded
  Encoded::Block block_;
  std::string why_;
};

}  // namespace spanlift::exporter
