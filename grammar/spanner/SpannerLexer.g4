// Cloud Spanner GoogleSQL DDL lexer (../shared/reference/spanner-ddl.md, section 2). The char
// stream upper-cases ASCII letters, so keywords are written in upper case only; token text keeps
// the original spelling. Input is bytes: \u0080-\u00FF are identifier letters.
lexer grammar SpannerLexer;

// `--` and `#` line comments and non-nesting block comments; skipped, not hidden: SourceText()
// reads the char stream, so expression text keeps them anyway.
LINE_COMMENT: ('--' | '#') ~[\r\n]* -> skip;
BLOCK_COMMENT: '/*' .*? '*/' -> skip;
WS: [ \t\r\n\f]+ -> skip;

// GoogleSQL reserved keywords: never identifiers unless quoted with backticks. Names ending in
// '_' avoid C/C++ macros (NULL, TRUE, FALSE) and antlr4::Lexer members in the generated code.
ALL: 'ALL';
AND: 'AND';
ANY: 'ANY';
ARRAY: 'ARRAY';
AS: 'AS';
ASC: 'ASC';
ASSERT_ROWS_MODIFIED: 'ASSERT_ROWS_MODIFIED';
AT: 'AT';
BETWEEN: 'BETWEEN';
BY: 'BY';
CASE: 'CASE';
CAST: 'CAST';
COLLATE: 'COLLATE';
CONTAINS: 'CONTAINS';
CREATE: 'CREATE';
CROSS: 'CROSS';
CUBE: 'CUBE';
CURRENT: 'CURRENT';
DEFAULT: 'DEFAULT';
DEFINE: 'DEFINE';
DESC: 'DESC';
DISTINCT: 'DISTINCT';
ELSE: 'ELSE';
END: 'END';
ENUM: 'ENUM';
ESCAPE: 'ESCAPE';
EXCEPT: 'EXCEPT';
EXCLUDE: 'EXCLUDE';
EXISTS: 'EXISTS';
EXTRACT: 'EXTRACT';
FALSE_: 'FALSE';
FETCH: 'FETCH';
FOLLOWING: 'FOLLOWING';
FOR: 'FOR';
FROM: 'FROM';
FULL: 'FULL';
GROUP: 'GROUP';
GROUPING: 'GROUPING';
GROUPS: 'GROUPS';
HASH: 'HASH';
HAVING: 'HAVING';
IF: 'IF';
IGNORE: 'IGNORE';
IN: 'IN';
INNER: 'INNER';
INTERSECT: 'INTERSECT';
INTERVAL: 'INTERVAL';
INTO: 'INTO';
IS: 'IS';
JOIN: 'JOIN';
LATERAL: 'LATERAL';
LEFT: 'LEFT';
LIKE: 'LIKE';
LIMIT: 'LIMIT';
LOOKUP: 'LOOKUP';
MERGE: 'MERGE';
NATURAL: 'NATURAL';
NEW: 'NEW';
NO: 'NO';
NOT: 'NOT';
NULL_: 'NULL';
NULLS: 'NULLS';
OF: 'OF';
ON: 'ON';
OR: 'OR';
ORDER: 'ORDER';
OUTER: 'OUTER';
OVER: 'OVER';
PARTITION: 'PARTITION';
PRECEDING: 'PRECEDING';
PROTO: 'PROTO';
RANGE_: 'RANGE';
RECURSIVE: 'RECURSIVE';
RESPECT: 'RESPECT';
RIGHT: 'RIGHT';
ROLLUP: 'ROLLUP';
ROWS: 'ROWS';
SELECT: 'SELECT';
SET: 'SET';
SOME: 'SOME';
STRUCT: 'STRUCT';
TABLESAMPLE: 'TABLESAMPLE';
THEN: 'THEN';
TO: 'TO';
TREAT: 'TREAT';
TRUE_: 'TRUE';
UNBOUNDED: 'UNBOUNDED';
UNION: 'UNION';
UNNEST: 'UNNEST';
USING: 'USING';
WHEN: 'WHEN';
WHERE_: 'WHERE';
WINDOW: 'WINDOW';
WITH: 'WITH';
WITHIN: 'WITHIN';

// DDL keywords that stay usable as names (the parser's `nonReservedKeyword`). Keep them in one
// block, ACTION first and VIEW last: the transformer tells names from reserved words by token type.
ACTION: 'ACTION';
ADD: 'ADD';
ALTER: 'ALTER';
ANALYZE: 'ANALYZE';
AUTO_INCREMENT: 'AUTO_INCREMENT';
BIT_REVERSED_POSITIVE: 'BIT_REVERSED_POSITIVE';
BUNDLE: 'BUNDLE';
CASCADE: 'CASCADE';
CHANGE: 'CHANGE';
CHECK: 'CHECK';
COLUMN: 'COLUMN';
CONSTRAINT: 'CONSTRAINT';
COUNTER: 'COUNTER';
DATABASE: 'DATABASE';
DAY: 'DAY';
DELETE: 'DELETE';
DELETION: 'DELETION';
DROP: 'DROP';
ENFORCED: 'ENFORCED';
EXECUTE: 'EXECUTE';
FOREIGN: 'FOREIGN';
FUNCTION: 'FUNCTION';
GENERATED: 'GENERATED';
GRANT: 'GRANT';
GRAPH: 'GRAPH';
HIDDEN_: 'HIDDEN';
IDENTITY: 'IDENTITY';
INDEX: 'INDEX';
INPUT: 'INPUT';
INSERT: 'INSERT';
INTERLEAVE: 'INTERLEAVE';
KEY: 'KEY';
LOCALITY: 'LOCALITY';
MAX: 'MAX';
MODEL: 'MODEL';
NULL_FILTERED: 'NULL_FILTERED';
OLDER_THAN: 'OLDER_THAN';
OPTIONS: 'OPTIONS';
OUTPUT: 'OUTPUT';
PARENT: 'PARENT';
PLACEMENT: 'PLACEMENT';
POLICY: 'POLICY';
PRIMARY: 'PRIMARY';
PROPERTY: 'PROPERTY';
REFERENCES: 'REFERENCES';
REMOTE: 'REMOTE';
RENAME: 'RENAME';
REPLACE: 'REPLACE';
RESTART: 'RESTART';
REVOKE: 'REVOKE';
ROLE: 'ROLE';
ROW: 'ROW';
SCHEMA: 'SCHEMA';
SEARCH: 'SEARCH';
SECURITY: 'SECURITY';
SEQUENCE: 'SEQUENCE';
SKIP_: 'SKIP';
SQL: 'SQL';
START: 'START';
STATISTICS: 'STATISTICS';
STORED: 'STORED';
STORING: 'STORING';
STREAM: 'STREAM';
SYNONYM: 'SYNONYM';
TABLE: 'TABLE';
UNIQUE: 'UNIQUE';
UPDATE: 'UPDATE';
USAGE: 'USAGE';
VECTOR: 'VECTOR';
VECTOR_LENGTH: 'VECTOR_LENGTH';
VIEW: 'VIEW';

// Literals. Every string form takes backslash escapes; the optional R (raw) and B (bytes)
// prefixes only change how the transformer reads the body. Single-quoted forms end at a newline.
STRING_LITERAL
    : STRING_PREFIX? ( '\'\'\'' ('\\' . | ~'\\')*? '\'\'\''
                     | '"""' ('\\' . | ~'\\')*? '"""'
                     | '\'' ('\\' ~[\r\n] | ~['\\\r\n])* '\''
                     | '"' ('\\' ~[\r\n] | ~["\\\r\n])* '"'
                     )
    ;
INTEGER_LITERAL: [0-9]+ | '0X' [0-9A-F]+;
FLOAT_LITERAL: [0-9]+ '.' [0-9]* EXPONENT? | '.' [0-9]+ EXPONENT? | [0-9]+ EXPONENT;

IDENTIFIER: [A-Z_\u0080-\u00FF] [A-Z_0-9\u0080-\u00FF]*;
QUOTED_IDENTIFIER: '`' ('\\' ~[\r\n] | ~[`\\\r\n])+ '`';

// Punctuation. '<' and '>' stay single so that ARRAY<ARRAY<...>> closes; expressions keep
// their source text, so multi-character operators need no tokens of their own.
LPAREN: '(';
RPAREN: ')';
LBRACKET: '[';
RBRACKET: ']';
LT: '<';
GT: '>';
COMMA: ',';
DOT: '.';
EQUAL: '=';
MINUS: '-';
PLUS: '+';
ARROW: '=>';
OPERATOR: [*/%|&^~!@?:{}];

fragment STRING_PREFIX: 'R' | 'B' | 'RB' | 'BR';
fragment EXPONENT: 'E' [+-]? [0-9]+;
