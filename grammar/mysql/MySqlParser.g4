// Parser for the MySQL / MariaDB schema statements spanlift models: CREATE/ALTER/DROP TABLE,
// CREATE/DROP INDEX, RENAME TABLE and MariaDB sequences. Entry rule: `root` (one statement).
// Expressions (CHECK, generated columns, functional key parts, partitioning) are kept as source
// text, so they are matched as balanced parentheses rather than parsed. No actions or predicates:
// the grammar accepts a superset and the transformer (src/frontend/mysql/) reports what it does
// not model. Other CREATE/ALTER/DROP statements are accepted as token runs and listed as skipped.
parser grammar MySqlParser;

options { tokenVocab = MySqlLexer; }

root: statement SEMI? EOF;

statement
  : createTable
  | createIndex
  | createSequence
  | createDatabase
  | createOther
  | alterTable
  | alterSequence
  | alterOther
  | dropTable
  | dropIndex
  | dropSequence
  | dropOther
  | renameTable
  | otherStatement
  ;

// ---------------------------------------------------------------- CREATE TABLE

createTable
  : CREATE orReplace? TEMPORARY? TABLE ifNotExists? tableName
    ( LIKE tableName
    | LR_BRACKET LIKE tableName RR_BRACKET
    | (LR_BRACKET tableElement (COMMA tableElement)* RR_BRACKET)? tableOptions? partitionClause?
      asSelect?
    )
  ;

tableElement: columnDefinition | tableConstraint | periodDefinition;

// MariaDB: PERIOD FOR SYSTEM_TIME (row_start, row_end), PERIOD FOR app_period (from, to). The
// first word must be PERIOD (the transformer checks; it is no keyword, so columns may be named so).
periodDefinition: identifier FOR identifier columnList;

columnDefinition: identifier dataType columnOption*;

// Index-like constraints share `indexColumns` and `indexOption`.
tableConstraint
  : constraintName? PRIMARY KEY indexType? indexColumns indexOption*              # primaryKeyConstraint
  | constraintName? UNIQUE (KEY | INDEX)? ifNotExists? identifier? indexType?
    indexColumns indexOption*                                                    # uniqueConstraint
  | (KEY | INDEX) ifNotExists? identifier? indexType? indexColumns indexOption*   # plainIndex
  | (FULLTEXT | SPATIAL) (KEY | INDEX)? ifNotExists? identifier? indexColumns
    indexOption*                                                                 # textIndex
  | constraintName? FOREIGN KEY ifNotExists? identifier? columnList referenceDefinition # foreignKeyConstraint
  | constraintName? checkClause                                                  # checkConstraint
  ;

constraintName: CONSTRAINT identifier?;

checkClause: CHECK parenExpr (NOT? ENFORCED)?;

indexColumns: LR_BRACKET indexPart (COMMA indexPart)* RR_BRACKET;

indexPart
  : identifier (LR_BRACKET INTEGER RR_BRACKET)? direction?
  | parenExpr direction?
  ;

direction: ASC | DESC;

indexType: USING (BTREE | HASH | identifier);

indexOption
  : indexType
  | KEY_BLOCK_SIZE EQ? INTEGER
  | COMMENT textLiteral
  | VISIBLE
  | INVISIBLE
  | NOT? IGNORED
  | WITH PARSER identifier
  ;

columnList: LR_BRACKET identifier (COMMA identifier)* RR_BRACKET;

referenceDefinition
  : REFERENCES tableName columnList? matchClause? referenceAction*
  ;

matchClause: MATCH (FULL | PARTIAL | SIMPLE);

referenceAction: ON (DELETE | UPDATE) referenceOption;

referenceOption: RESTRICT | CASCADE | SET NULL_ | NO ACTION | SET DEFAULT;

columnOption
  : NOT? NULL_                                                     # nullOption
  | DEFAULT defaultValue                                           # defaultOption
  | AUTO_INCREMENT                                                 # autoIncrementOption
  | SERIAL DEFAULT VALUE                                           # serialDefaultOption
  | PRIMARY? KEY                                                   # primaryKeyOption
  | UNIQUE KEY?                                                    # uniqueOption
  | COMMENT textLiteral                                            # commentOption
  | COLLATE charsetName                                            # collateOption
  | charsetKeyword charsetName                                     # charsetOption
  | ON UPDATE timeFunction                                         # onUpdateOption
  | (GENERATED ALWAYS)? AS parenExpr (VIRTUAL | STORED | PERSISTENT)? # generatedOption
  | GENERATED ALWAYS AS identifier identifier                      # rowPeriodOption  // MariaDB AS ROW START/END
  | referenceDefinition                                            # referencesOption
  | constraintName? checkClause                                    # checkOption
  | COLUMN_FORMAT (FIXED | DYNAMIC | DEFAULT | COMPRESSED)         # ignoredColumnOption
  | STORAGE (DISK | MEMORY | DEFAULT)                              # ignoredColumnOption
  | VISIBLE                                                        # ignoredColumnOption
  | INVISIBLE                                                      # invisibleOption
  | SRID INTEGER                                                   # ignoredColumnOption
  | COMPRESSED (EQ identifier)?                                    # ignoredColumnOption
  | (WITH | WITHOUT) SYSTEM VERSIONING                             # ignoredColumnOption
  ;

defaultValue
  : literal
  | timeFunction
  | parenExpr
  | NEXT VALUE FOR tableName
  ;

timeFunction
  : (CURRENT_TIMESTAMP | LOCALTIMESTAMP | LOCALTIME | CURRENT_DATE | CURRENT_TIME) parenExpr?
  | functionCall
  ;

functionCall: identifier parenExpr;

// ---------------------------------------------------------------- data types

dataType
  : (ENUM | SET) LR_BRACKET textLiteral (COMMA textLiteral)* RR_BRACKET typeAttribute*  # enumType
  | typeName typeArguments? typeAttribute*                                             # simpleType
  ;

typeName
  : NATIONAL? (CHAR | CHARACTER) VARYING?
  | NATIONAL VARCHAR
  | LONG (VARCHAR | VARBINARY)?
  | DOUBLE PRECISION?
  | VARCHAR
  | VARBINARY
  | BINARY
  | identifier
  ;

typeArguments: LR_BRACKET typeArgument (COMMA typeArgument)* RR_BRACKET;

typeArgument: INTEGER | DECIMAL_NUMBER | identifier;

typeAttribute: UNSIGNED | SIGNED | ZEROFILL | BINARY;

// ---------------------------------------------------------------- table options

tableOptions: tableOption (COMMA? tableOption)*;

tableOption
  : ENGINE EQ? optionValue                                         # engineOption
  | AUTO_INCREMENT EQ? INTEGER                                     # autoIncrementTableOption
  | DEFAULT? charsetKeyword EQ? charsetName                        # charsetTableOption
  | DEFAULT? COLLATE EQ? charsetName                               # collateTableOption
  | COMMENT EQ? textLiteral                                        # commentTableOption
  | COLLATION                                                      # collationPlaceholderOption
  | UNION EQ? LR_BRACKET tableName (COMMA tableName)* RR_BRACKET   # otherTableOption
  | (DATA | INDEX) DIRECTORY EQ? textLiteral                       # otherTableOption
  | (WITH | WITHOUT) SYSTEM VERSIONING                             # otherTableOption
  | tableOptionName EQ? optionValue                                # otherTableOption
  | ID EQ optionValue                                              # otherTableOption
  ;

tableOptionName
  : AVG_ROW_LENGTH | CHECKSUM | COMPRESSION | CONNECTION | DELAY_KEY_WRITE | ENCRYPTION
  | INSERT_METHOD | KEY_BLOCK_SIZE | MAX_ROWS | MIN_ROWS | PACK_KEYS | PAGE_CHECKSUM | PASSWORD
  | ROW_FORMAT | STATS_AUTO_RECALC | STATS_PERSISTENT | STATS_SAMPLE_PAGES | TABLESPACE
  | TRANSACTIONAL | STORAGE | SEQUENCE
  ;

optionValue: DEFAULT | literal | identifier;

charsetKeyword: CHARACTER SET | CHARSET | CHAR SET;

charsetName: identifier | textLiteral | BINARY | DEFAULT;

partitionClause
  : PARTITION BY partitionMethod (PARTITIONS INTEGER)?
    (SUBPARTITION BY partitionMethod (SUBPARTITIONS INTEGER)?)? parenExpr?
  ;

partitionMethod
  : LINEAR? (HASH | KEY) (ALGORITHM EQ INTEGER)? parenExpr
  | (RANGE | LIST) COLUMNS? parenExpr
  | ID partitionWord*    // MariaDB SYSTEM_TIME [INTERVAL n unit | LIMIT n] [AUTO]
  ;

partitionWord: identifier | INTEGER | textLiteral;

// The query must start right after the parentheses: a broken column list is a syntax error.
asSelect: (IGNORE | REPLACE)? AS? LR_BRACKET* (SELECT | WITH | TABLE) (~SEMI)*;

// ---------------------------------------------------------------- ALTER TABLE

alterTable
  : ALTER (ONLINE | OFFLINE | IGNORE)* TABLE ifExists? tableName
    (alterAction (COMMA alterAction)*)? partitionClause?
  ;

alterAction
  : ADD COLUMN? ifNotExists? columnDefinition columnPosition?                       # addColumn
  | ADD COLUMN? ifNotExists? LR_BRACKET columnDefinition (COMMA columnDefinition)* RR_BRACKET # addColumns
  | ADD tableConstraint                                                             # addConstraint
  | DROP COLUMN? ifExists? identifier (RESTRICT | CASCADE)?                         # dropColumn
  | DROP PRIMARY KEY                                                                # dropPrimaryKey
  | DROP (INDEX | KEY) ifExists? identifier                                         # dropIndexAction
  | DROP FOREIGN KEY ifExists? identifier                                           # dropForeignKey
  | DROP (CHECK | CONSTRAINT) ifExists? identifier                                  # dropConstraint
  | MODIFY COLUMN? ifExists? columnDefinition columnPosition?                       # modifyColumn
  | CHANGE COLUMN? ifExists? identifier columnDefinition columnPosition?            # changeColumn
  | ALTER COLUMN? identifier SET DEFAULT defaultValue                               # setDefault
  | ALTER COLUMN? identifier DROP DEFAULT                                           # dropDefault
  | ALTER COLUMN? identifier SET (VISIBLE | INVISIBLE)                              # ignoredAction
  | ALTER (INDEX | KEY) identifier (VISIBLE | INVISIBLE | NOT? IGNORED)             # ignoredAction
  | ALTER (CHECK | CONSTRAINT) identifier NOT? ENFORCED                             # ignoredAction
  | RENAME (TO | AS)? tableName                                                     # renameTo
  | RENAME COLUMN identifier TO identifier                                          # renameColumn
  | RENAME (INDEX | KEY) identifier TO identifier                                   # renameIndex
  | CONVERT TO charsetKeyword charsetName (COLLATE charsetName)?                    # convertCharset
  | (DISABLE | ENABLE) KEYS                                                         # ignoredAction
  | (ALGORITHM | LOCK) EQ? optionValue                                              # ignoredAction
  | FORCE                                                                           # ignoredAction
  | (WITH | WITHOUT) VALIDATION                                                     # ignoredAction
  | ORDER BY identifier direction? (COMMA identifier direction?)*                   # ignoredAction
  | (DISCARD | IMPORT) TABLESPACE                                                   # ignoredAction
  | partitionVerb PARTITION partitionItem*                                          # partitionAction
  | REMOVE PARTITIONING                                                             # partitionAction
  | tableOption                                                                     # tableOptionAction
  ;

columnPosition: FIRST | AFTER identifier;

// ALTER TABLE ... ADD/DROP/REORGANIZE/... PARTITION: reported as ignored. MySQL allows no other
// action beside one, so it takes the rest of the statement (DROP PARTITION p0, p1 has commas).
partitionVerb: ADD | DROP | DISCARD | IMPORT | CHECK | ID;

partitionItem: ~(LR_BRACKET | RR_BRACKET | SEMI) | parenExpr;

// ---------------------------------------------------------------- indexes

createIndex
  : CREATE orReplace? (ONLINE | OFFLINE)? (UNIQUE | FULLTEXT | SPATIAL)? INDEX ifNotExists?
    identifier indexType? ON tableName indexColumns indexOption* lockOption*
  ;

dropIndex
  : DROP (ONLINE | OFFLINE)? INDEX ifExists? identifier ON tableName lockOption*
  ;

lockOption: (ALGORITHM | LOCK) EQ? optionValue;

// ---------------------------------------------------------------- sequences (MariaDB)

createSequence
  : CREATE orReplace? TEMPORARY? SEQUENCE ifNotExists? tableName sequenceOption* tableOptions?
  ;

alterSequence: ALTER SEQUENCE ifExists? tableName sequenceOption*;

dropSequence: DROP TEMPORARY? SEQUENCE ifExists? tableName (COMMA tableName)*;

sequenceOption
  : AS dataType                                   # sequenceType
  | INCREMENT (BY | EQ)? signedInteger            # sequenceIncrement
  | START (WITH | EQ)? signedInteger              # sequenceStart
  | MINVALUE EQ? signedInteger                    # sequenceMin
  | MAXVALUE EQ? signedInteger                    # sequenceMax
  | (NO MINVALUE | NOMINVALUE | NO MAXVALUE | NOMAXVALUE) # sequenceNoBound
  | CACHE EQ? signedInteger                       # sequenceCache
  | NOCACHE                                       # sequenceNoCache
  | CYCLE                                         # sequenceCycle
  | (NOCYCLE | NO CYCLE)                          # sequenceNoCycle
  | RESTART ((WITH | EQ)? signedInteger)?         # sequenceRestart
  ;

signedInteger: (PLUS | MINUS)? INTEGER;

// ---------------------------------------------------------------- DROP / RENAME TABLE

dropTable: DROP TEMPORARY? (TABLE | TABLES) ifExists? tableName (COMMA tableName)* (RESTRICT | CASCADE)?;

renameTable: RENAME (TABLE | TABLES) renamePair (COMMA renamePair)*;

renamePair: tableName TO tableName;

// ---------------------------------------------------------------- statements not modelled
// Their bodies are any tokens (a routine body may even contain ';').

createDatabase: CREATE (DATABASE | SCHEMA) ifNotExists? identifier .*?;

// CREATE VIEW / TRIGGER / FUNCTION / PROCEDURE / EVENT / USER ..., with any prefix
// (OR REPLACE, ALGORITHM=, DEFINER=, SQL SECURITY).
createOther
  : CREATE orReplace? ~(TABLE | INDEX | SEQUENCE | UNIQUE | FULLTEXT | SPATIAL | TEMPORARY
                        | ONLINE | OFFLINE | DATABASE | SCHEMA | OR | SEMI) .*?
  ;

alterOther: ALTER ~(TABLE | SEQUENCE | ONLINE | OFFLINE | IGNORE | SEMI) .*?;

dropOther: DROP ~(TABLE | TABLES | TEMPORARY | INDEX | SEQUENCE | ONLINE | OFFLINE | SEMI) .*?;

otherStatement: ~(CREATE | ALTER | DROP | RENAME | SEMI) .*?  | RENAME ~(TABLE | TABLES | SEMI) .*?;

// ---------------------------------------------------------------- common pieces

orReplace: OR REPLACE;

ifExists: IF EXISTS;

ifNotExists: IF NOT EXISTS;

tableName: identifier (DOT identifier)?;

// A parenthesised expression, kept as text: only the parentheses need to balance.
parenExpr: LR_BRACKET (~(LR_BRACKET | RR_BRACKET) | parenExpr)* RR_BRACKET;

literal
  : NULL_
  | TRUE
  | FALSE
  | (PLUS | MINUS)? (INTEGER | DECIMAL_NUMBER)
  | textLiteral
  | HEX_STRING
  | BIT_STRING
  | HEX_NUMBER
  | BIT_NUMBER
  ;

// Adjacent strings concatenate ('a' 'b'); double quotes are strings unless ANSI_QUOTES.
textLiteral: (STRING | INTRODUCED_STRING | DQ_STRING) (STRING | DQ_STRING)*;

// Names: plain, `quoted`, "quoted" (ANSI_QUOTES) and the keywords MySQL does not reserve, plus
// those only MariaDB 10.11 leaves free (DATABASE, SCHEMA, GENERATED, STORED, VIRTUAL: see
// tests/keywords/, where the server decided).
identifier: ID | QUOTED_ID | DQ_STRING | nonReservedKeyword;

nonReservedKeyword
  : ACTION | AFTER | ALGORITHM | ALWAYS | AUTO_INCREMENT | AVG_ROW_LENGTH | BTREE | CACHE | CHARSET
  | CHECKSUM | COLLATION | COLUMNS | COLUMN_FORMAT | COMMENT | COMPRESSED | COMPRESSION | CONNECTION
  | CYCLE | DATA | DATABASE | DELAY_KEY_WRITE | DIRECTORY | DISABLE | DISCARD | DISK | DYNAMIC | ENABLE
  | ENCRYPTION | ENFORCED | ENGINE | ENUM | FIRST | FIXED | FULL | GENERATED | HASH | IGNORED | IMPORT
  | INCREMENT | INSERT_METHOD | INVISIBLE | KEY_BLOCK_SIZE | LIST | MAX_ROWS | MEMORY | MINVALUE
  | MIN_ROWS | MODIFY | NATIONAL | NEXT | NO | NOCACHE | NOCYCLE | NOMAXVALUE | NOMINVALUE | OFFLINE
  | ONLINE | PACK_KEYS | PAGE_CHECKSUM | PARSER | PARTIAL | PARTITIONING | PARTITIONS | PASSWORD
  | PERSISTENT | REMOVE | RESTART | ROW_FORMAT | SCHEMA | SEQUENCE | SERIAL | SIGNED | SIMPLE | SRID
  | START | STATS_AUTO_RECALC | STATS_PERSISTENT | STATS_SAMPLE_PAGES | STORAGE | STORED | SUBPARTITION
  | SUBPARTITIONS | SYSTEM | TABLES | TABLESPACE | TEMPORARY | TRANSACTIONAL | VALIDATION | VALUE
  | VERSIONING | VIRTUAL | VISIBLE | WITHOUT
  ;
