// PostgreSQL schema DDL, one statement per parse (the splitter cuts the input; no ';' here).
// Entry rule: `statement`. The grammar accepts a superset of PostgreSQL and the transformer
// (src/frontend/postgres/) decides what the model keeps. Expressions are not parsed into trees:
// they are balanced token runs whose source text the model keeps (see README.md).
parser grammar PostgresParser;

options { tokenVocab = PostgresLexer; }

statement
    : ( createTable
      | createIndex
      | createSequence
      | createType
      | createDomain
      | createSchema
      | createExtension
      | alterTable
      | alterIndex
      | alterSequence
      | alterType
      | alterDomain
      | alterSchema
      | alterExtension
      | commentOn
      | dropStatement
      ) EOF
    ;

// ---------------------------------------------------------------- CREATE TABLE

createTable
    : CREATE tablePersistence? TABLE ifNotExists? qualifiedName createTableBody
    ;

tablePersistence
    : (GLOBAL | LOCAL)? (TEMP | TEMPORARY)
    | UNLOGGED
    ;

createTableBody
    : LPAREN (tableElement (COMMA tableElement)*)? RPAREN tableOption*          # regularTable
    | PARTITION OF qualifiedName typedElements? partitionBound tableOption*     # partitionTable
    | OF qualifiedName typedElements? tableOption*                              # typedTable
    | columnNameList? tableOption* AS anyToken*                                  # tableAs
    ;

typedElements
    : LPAREN typedElement (COMMA typedElement)* RPAREN
    ;

typedElement
    : tableConstraint
    | identifier (WITH OPTIONS)? columnOption*
    ;

tableElement
    : tableConstraint
    | LIKE qualifiedName likeOption*
    | columnDef
    ;

likeOption
    : (INCLUDING | EXCLUDING) identifier
    ;

columnDef
    : identifier typeName columnOption*
    ;

columnOption
    : (CONSTRAINT identifier)? columnConstraint
    | COLLATE qualifiedName
    | COMPRESSION identifier
    | STORAGE identifier
    | constraintAttribute
    ;

columnConstraint
    : NOT NULL_                                                                  # notNullConstraint
    | NULL_                                                                      # nullConstraint
    | DEFAULT defaultExpr                                                       # defaultConstraint
    | PRIMARY KEY indexParameters                                               # primaryKeyColumnConstraint
    | UNIQUE nullsDistinct? indexParameters                                     # uniqueColumnConstraint
    | CHECK LPAREN expr RPAREN (NO INHERIT)?                                    # checkColumnConstraint
    | REFERENCES qualifiedName columnNameList? referenceOption*                 # referencesConstraint
    | GENERATED ALWAYS AS LPAREN expr RPAREN (STORED | VIRTUAL)?                # generatedConstraint
    | GENERATED (ALWAYS | BY DEFAULT) AS IDENTITY (LPAREN sequenceOption* RPAREN)?  # identityConstraint
    ;

tableConstraint
    : (CONSTRAINT identifier)? tableConstraintBody constraintAttribute*
    ;

tableConstraintBody
    : PRIMARY KEY columnNameList indexParameters                               # primaryKeyTableConstraint
    | UNIQUE nullsDistinct? columnNameList indexParameters                     # uniqueTableConstraint
    | (PRIMARY KEY | UNIQUE) USING INDEX identifier                            # constraintUsingIndex
    | CHECK LPAREN expr RPAREN (NO INHERIT)?                                   # checkTableConstraint
    | FOREIGN KEY columnNameList REFERENCES qualifiedName columnNameList? referenceOption*  # foreignKeyTableConstraint
    | EXCLUDE (USING identifier)? LPAREN balanced* RPAREN indexParameters (WHERE_ LPAREN expr RPAREN)?  # excludeTableConstraint
    ;

constraintAttribute
    : NOT? DEFERRABLE
    | INITIALLY (DEFERRED | IMMEDIATE)
    | NOT VALID
    | NO INHERIT
    | NOT? ENFORCED
    ;

nullsDistinct
    : NULLS NOT? DISTINCT
    ;

indexParameters
    : (INCLUDE columnNameList)? (WITH LPAREN balanced* RPAREN)? (USING INDEX TABLESPACE identifier)?
    ;

referenceOption
    : MATCH (FULL | PARTIAL | SIMPLE)                                           # matchOption
    | ON DELETE referenceAction                                                 # onDeleteOption
    | ON UPDATE referenceAction                                                 # onUpdateOption
    ;

referenceAction
    : CASCADE
    | RESTRICT
    | NO ACTION
    | SET NULL_ columnNameList?
    | SET DEFAULT columnNameList?
    ;

tableOption
    : INHERITS LPAREN qualifiedName (COMMA qualifiedName)* RPAREN               # inheritsOption
    | PARTITION BY identifier LPAREN balanced* RPAREN                          # partitionByOption
    | USING identifier                                                          # accessMethodOption
    | WITH LPAREN balanced* RPAREN                                              # storageParamsOption
    | (WITH | WITHOUT) OIDS                                                     # oidsOption
    | ON COMMIT (PRESERVE ROWS | DELETE ROWS | DROP)                            # onCommitOption
    | TABLESPACE identifier                                                     # tablespaceOption
    ;

partitionBound
    : FOR VALUES partitionBoundSpec
    | DEFAULT
    ;

partitionBoundSpec
    : IN LPAREN balanced* RPAREN
    | FROM LPAREN balanced* RPAREN TO LPAREN balanced* RPAREN
    | WITH LPAREN balanced* RPAREN
    ;

// ---------------------------------------------------------------- types

typeName
    : SETOF? simpleTypeName arrayBounds?
    ;

arrayBounds
    : (LBRACKET INTEGER? RBRACKET)+
    | ARRAY (LBRACKET INTEGER? RBRACKET)?
    ;

simpleTypeName
    : DOUBLE PRECISION                                                          # doublePrecisionType
    | (CHARACTER | CHAR | NCHAR | NATIONAL (CHARACTER | CHAR)) VARYING? typeModifiers?  # characterType
    | BIT VARYING? typeModifiers?                                               # bitType
    | (TIMESTAMP | TIME) typeModifiers? ((WITH | WITHOUT) TIME ZONE)?           # datetimeType
    | INTERVAL intervalFields? typeModifiers?                                   # intervalType
    | qualifiedName typeModifiers?                                              # namedType
    ;

intervalFields
    : (YEAR | MONTH | DAY | HOUR | MINUTE | SECOND) (TO (MONTH | HOUR | MINUTE | SECOND))?
    ;

typeModifiers
    : LPAREN typeModifier (COMMA typeModifier)* RPAREN
    ;

typeModifier
    : ~(COMMA | LPAREN | RPAREN)+
    ;

// ---------------------------------------------------------------- expressions (kept as text)

// A DEFAULT expression ends at the next column/domain constraint keyword, a comma or ')'.
// PostgreSQL's own grammar (b_expr) has the same limits: no top-level NOT, IS NULL, COLLATE.
defaultExpr
    : NULL_ defaultExprPart*
    | defaultExprPart+
    ;

defaultExprPart
    : LPAREN balanced* RPAREN
    | LBRACKET balanced* RBRACKET
    | ~(COMMA | LPAREN | RPAREN | LBRACKET | RBRACKET | NOT | NULL_ | CONSTRAINT | PRIMARY | UNIQUE
       | REFERENCES | CHECK | DEFAULT | COLLATE | GENERATED | COMPRESSION | STORAGE | DEFERRABLE
       | INITIALLY)
    ;

// Any balanced token run (CHECK, GENERATED, index expressions, WHERE).
expr
    : balanced*
    ;

balanced
    : LPAREN balanced* RPAREN
    | LBRACKET balanced* RBRACKET
    | ~(LPAREN | RPAREN | LBRACKET | RBRACKET)
    ;

// ALTER COLUMN ... TYPE t USING expr: ends at a comma (the next ALTER TABLE action).
usingExpr
    : (LPAREN balanced* RPAREN | LBRACKET balanced* RBRACKET
      | ~(COMMA | LPAREN | RPAREN | LBRACKET | RBRACKET))+
    ;

anyToken
    : ~EOF
    ;

// ---------------------------------------------------------------- CREATE INDEX

createIndex
    : CREATE UNIQUE? INDEX CONCURRENTLY? (ifNotExists? identifier)? ON ONLY? qualifiedName
      (USING identifier)? LPAREN indexElement (COMMA indexElement)* RPAREN
      (INCLUDE columnNameList)? nullsDistinct? (WITH LPAREN balanced* RPAREN)?
      (TABLESPACE identifier)? (WHERE_ expr)?
    ;

indexElement
    : indexTarget (COLLATE qualifiedName)? (qualifiedName (LPAREN balanced* RPAREN)?)?
      (ASC | DESC)? (NULLS (FIRST | LAST))?
    ;

indexTarget
    : identifier                                                                # columnTarget
    | qualifiedName LPAREN balanced* RPAREN                                     # functionTarget
    | LPAREN expr RPAREN                                                        # expressionTarget
    ;

// ---------------------------------------------------------------- sequences

createSequence
    : CREATE tablePersistence? SEQUENCE ifNotExists? qualifiedName sequenceOption*
    ;

alterSequence
    : ALTER SEQUENCE ifExists? qualifiedName alterSequenceAction
    ;

alterSequenceAction
    : sequenceOption+                                                           # alterSequenceOptions
    | OWNER TO identifier                                                       # alterSequenceOwner
    | RENAME TO identifier                                                      # alterSequenceRename
    | SET SCHEMA identifier                                                     # alterSequenceSchema
    | SET (LOGGED | UNLOGGED)                                                   # alterSequencePersistence
    ;

sequenceOption
    : AS typeName                                                               # seqAsType
    | INCREMENT BY? signedNumber                                                # seqIncrement
    | MINVALUE signedNumber                                                     # seqMinValue
    | NO MINVALUE                                                               # seqNoMinValue
    | MAXVALUE signedNumber                                                     # seqMaxValue
    | NO MAXVALUE                                                               # seqNoMaxValue
    | START WITH? signedNumber                                                  # seqStart
    | RESTART (WITH? signedNumber)?                                             # seqRestart
    | CACHE signedNumber                                                        # seqCache
    | NO? CYCLE                                                                 # seqCycle
    | OWNED BY qualifiedName                                                    # seqOwnedBy
    | SEQUENCE NAME qualifiedName                                               # seqName
    | (LOGGED | UNLOGGED)                                                       # seqPersistence
    ;

signedNumber
    : (MINUS | PLUS)? (INTEGER | NUMERIC)
    ;

// ---------------------------------------------------------------- ALTER TABLE

alterTable
    : ALTER FOREIGN? TABLE ifExists? ONLY? qualifiedName STAR? alterTableBody
    ;

alterTableBody
    : alterTableAction (COMMA alterTableAction)*                                # alterTableActions
    | RENAME COLUMN? identifier TO identifier                                   # renameColumn
    | RENAME CONSTRAINT identifier TO identifier                                # renameConstraint
    | RENAME TO identifier                                                      # renameTable
    | SET SCHEMA identifier                                                     # setTableSchema
    | ATTACH PARTITION qualifiedName partitionBound                             # attachPartition
    | DETACH PARTITION qualifiedName (CONCURRENTLY | FINALIZE)?                 # detachPartition
    ;

alterTableAction
    : ADD COLUMN? ifNotExists? columnDef                                        # addColumn
    | ADD tableConstraint                                                       # addConstraint
    | DROP COLUMN? ifExists? identifier dropBehavior?                           # dropColumn
    | DROP CONSTRAINT ifExists? identifier dropBehavior?                        # dropConstraint
    | ALTER COLUMN? identifier alterColumnAction                                # alterColumn
    | ALTER CONSTRAINT identifier constraintAttribute*                          # alterConstraint
    | VALIDATE CONSTRAINT identifier                                            # validateConstraint
    | OWNER TO identifier                                                       # ownerTo
    | (ENABLE | DISABLE) (ALWAYS | REPLICA)? (TRIGGER | RULE) (ALL | USER | identifier)        # triggerToggle
    | (ENABLE | DISABLE | NO? FORCE) ROW LEVEL SECURITY                         # rowSecurity
    | REPLICA IDENTITY (DEFAULT | FULL | NOTHING | USING INDEX identifier)      # replicaIdentity
    | CLUSTER ON identifier                                                     # clusterOn
    | SET WITHOUT (CLUSTER | OIDS)                                              # setWithout
    | (SET | RESET) LPAREN balanced* RPAREN                                     # storageParams
    | SET (LOGGED | UNLOGGED)                                                   # setPersistence
    | SET TABLESPACE identifier                                                 # setTablespace
    | SET ACCESS METHOD identifier                                              # setAccessMethod
    | NO? INHERIT qualifiedName                                                 # inheritToggle
    | NOT? OF qualifiedName?                                                    # typedToggle
    ;

alterColumnAction
    : (SET DATA)? TYPE typeName (COLLATE qualifiedName)? (USING usingExpr)?    # alterColumnType
    | SET DEFAULT defaultExpr                                                   # setColumnDefault
    | DROP DEFAULT                                                              # dropColumnDefault
    | SET NOT NULL_                                                              # setNotNull
    | DROP NOT NULL_                                                             # dropNotNull
    | ADD GENERATED (ALWAYS | BY DEFAULT) AS IDENTITY (LPAREN sequenceOption* RPAREN)?  # addIdentity
    | (SET GENERATED (ALWAYS | BY DEFAULT) | SET sequenceOption | sequenceOption)+  # alterIdentity
    | DROP IDENTITY ifExists?                                                   # dropIdentity
    | DROP EXPRESSION ifExists?                                                 # dropExpression
    | SET STATISTICS signedNumber                                               # setStatistics
    | (SET | RESET) LPAREN balanced* RPAREN                                     # columnOptions
    | SET STORAGE identifier                                                    # setStorage
    | SET COMPRESSION identifier                                                # setCompression
    ;

dropBehavior
    : CASCADE
    | RESTRICT
    ;

// ---------------------------------------------------------------- ALTER INDEX

alterIndex
    : ALTER INDEX ifExists? qualifiedName alterIndexAction
    ;

alterIndexAction
    : ATTACH PARTITION qualifiedName                                            # attachIndex
    | RENAME TO identifier                                                      # renameIndex
    | (~(DOT | ATTACH | RENAME) anyToken*)?                                     # otherIndexAction
    ;

// ---------------------------------------------------------------- types and domains

createType
    : CREATE TYPE qualifiedName createTypeBody?
    ;

createTypeBody
    : AS ENUM LPAREN (stringLiteral (COMMA stringLiteral)*)? RPAREN             # enumTypeBody
    | AS RANGE_ LPAREN balanced* RPAREN                                         # rangeTypeBody
    | AS LPAREN balanced* RPAREN                                                # compositeTypeBody
    | LPAREN balanced* RPAREN                                                   # baseTypeBody
    ;

alterType
    : ALTER TYPE qualifiedName alterTypeAction
    ;

alterTypeAction
    : ADD VALUE ifNotExists? stringLiteral ((BEFORE | AFTER) stringLiteral)?    # addEnumValue
    | RENAME VALUE stringLiteral TO stringLiteral                               # renameEnumValue
    | RENAME TO identifier                                                      # renameType
    | OWNER TO identifier                                                       # typeOwner
    | SET SCHEMA identifier                                                     # setTypeSchema
    | (ADD | DROP | ALTER | RENAME) ATTRIBUTE anyToken*                         # typeAttribute
    ;

createDomain
    : CREATE DOMAIN_ qualifiedName AS? typeName domainOption*
    ;

domainOption
    : (CONSTRAINT identifier)? domainConstraint
    | COLLATE qualifiedName
    | DEFAULT defaultExpr
    ;

domainConstraint
    : NOT NULL_                                                                  # domainNotNull
    | NULL_                                                                      # domainNull
    | CHECK LPAREN expr RPAREN (NOT VALID)?                                     # domainCheck
    ;

alterDomain
    : ALTER DOMAIN_ qualifiedName alterDomainAction
    ;

alterDomainAction
    : ADD (CONSTRAINT identifier)? domainConstraint                             # addDomainConstraint
    | DROP CONSTRAINT ifExists? identifier dropBehavior?                        # dropDomainConstraint
    | SET DEFAULT defaultExpr                                                   # setDomainDefault
    | DROP DEFAULT                                                              # dropDomainDefault
    | SET NOT NULL_                                                              # setDomainNotNull
    | DROP NOT NULL_                                                             # dropDomainNotNull
    | VALIDATE CONSTRAINT identifier                                            # validateDomainConstraint
    | RENAME CONSTRAINT identifier TO identifier                                # renameDomainConstraint
    | RENAME TO identifier                                                      # renameDomain
    | OWNER TO identifier                                                       # domainOwner
    | SET SCHEMA identifier                                                     # setDomainSchema
    ;

// ---------------------------------------------------------------- schemas and extensions

createSchema
    : CREATE SCHEMA ifNotExists? identifier? (AUTHORIZATION identifier)?
    ;

alterSchema
    : ALTER SCHEMA identifier (OWNER TO identifier | RENAME TO identifier)
    ;

createExtension
    : CREATE EXTENSION ifNotExists? identifier WITH? extensionOption*
    ;

extensionOption
    : SCHEMA identifier
    | VERSION (identifier | stringLiteral)
    | FROM (identifier | stringLiteral)
    | CASCADE
    ;

alterExtension
    : ALTER EXTENSION identifier anyToken*
    ;

// ---------------------------------------------------------------- COMMENT ON, DROP

commentOn
    : COMMENT ON commentTarget IS (stringLiteral | NULL_)
    ;

commentTarget
    : TABLE qualifiedName                                                       # commentOnTable
    | COLUMN qualifiedName                                                      # commentOnColumn
    | INDEX qualifiedName                                                       # commentOnIndex
    | SEQUENCE qualifiedName                                                    # commentOnSequence
    | TYPE qualifiedName                                                        # commentOnType
    | DOMAIN_ qualifiedName                                                      # commentOnDomain
    | CONSTRAINT identifier ON DOMAIN_? qualifiedName                            # commentOnConstraint
    | ~(TABLE | COLUMN | INDEX | SEQUENCE | TYPE | DOMAIN_ | CONSTRAINT | IS) (~IS)*  # commentOnOther
    ;

dropStatement
    : DROP dropObjectType CONCURRENTLY? ifExists? qualifiedName (COMMA qualifiedName)* dropBehavior?
    ;

dropObjectType
    : TABLE
    | SEQUENCE
    | TYPE
    | DOMAIN_
    | INDEX
    | SCHEMA
    | EXTENSION
    ;

// ---------------------------------------------------------------- names

ifNotExists
    : IF NOT EXISTS
    ;

ifExists
    : IF EXISTS
    ;

columnNameList
    : LPAREN identifier (COMMA identifier)* RPAREN
    ;

// After a dot every keyword is a name (PostgreSQL's attr_name is a ColLabel): s.t.primary.
qualifiedName
    : identifier (DOT columnLabel)*
    ;

columnLabel
    : identifier
    | reservedKeyword
    ;

stringLiteral
    : STRING
    | ESCAPE_STRING
    | PREFIXED_STRING
    | DOLLAR_STRING
    ;

identifier
    : IDENTIFIER
    | QUOTED_IDENTIFIER
    | UNICODE_QUOTED_IDENTIFIER
    | nonReservedKeyword
    ;

// Keywords that PostgreSQL lets you use as names: its unreserved and column-name keywords
// (gram.y's ColId), so columns such as `type`, `name`, `data`, `exclude`, `nulls`, `setof`
// parse. Every other PostgreSQL keyword of those two classes is an IDENTIFIER token here.
// tests/unit/frontend/postgres/keywords_test.cpp checks the full list (PostgreSQL 15 + 16).
nonReservedKeyword
    : ACCESS | ACTION | ADD | AFTER | ALTER | ALWAYS | ATTACH | ATTRIBUTE | BEFORE | BIT | BY
    | CACHE | CASCADE | CHAR | CHARACTER | CLUSTER | COMMENT | COMMIT | COMPRESSION | CYCLE
    | DATA | DAY | DEFERRED | DELETE | DEPENDS | DETACH | DISABLE | DOMAIN_ | DOUBLE | DROP | ENABLE
    | ENFORCED | ENUM | EXCLUDE | EXCLUDING | EXISTS | EXPRESSION | EXTENSION | FINALIZE | FIRST
    | FORCE | FULL | GENERATED | GLOBAL | HOUR | IDENTITY | IF | IMMEDIATE | INCLUDE | INCLUDING
    | INCREMENT | INDEX | INHERIT | INHERITS | INTERVAL | KEY | LAST | LEVEL | LOCAL | LOGGED
    | MATCH | MAXVALUE | METHOD | MINUTE | MINVALUE | MONTH | NAME | NATIONAL | NCHAR | NO | NONE
    | NOTHING | NULLS | OF | OIDS | OPTIONS | OWNED | OWNER | PARTIAL | PARTITION | PRECISION
    | PRESERVE | RANGE_ | RENAME | REPLICA | RESET | RESTART | RESTRICT | ROW | ROWS | RULE
    | SCHEMA | SECOND | SECURITY | SEQUENCE | SET | SETOF | SIMPLE | START | STATISTICS | STORAGE
    | STORED | TABLESPACE | TEMP | TEMPORARY | TIME | TIMESTAMP | TRIGGER | TYPE | UNLOGGED
    | UPDATE | VALID | VALIDATE | VALUE | VALUES | VARYING | VERSION | VIRTUAL | WITHOUT | YEAR
    | ZONE
    ;

// The keyword tokens `nonReservedKeyword` leaves out: names only after a dot (columnLabel).
reservedKeyword
    : ALL | ARRAY | AS | ASC | AUTHORIZATION | CHECK | COLLATE | COLUMN | CONCURRENTLY | CONSTRAINT
    | CREATE | DEFAULT | DEFERRABLE | DESC | DISTINCT | FOR | FOREIGN | FROM | IN | INITIALLY | IS
    | LIKE | NOT | NULL_ | ON | ONLY | PRIMARY | REFERENCES | TABLE | TO | UNIQUE | USER | USING
    | WHERE_ | WITH
    ;
