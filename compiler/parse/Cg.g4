// The Cg language as NVIDIA's cgc 3.1 accepts it, plus CgFX techniques, passes, state assignments and
// annotations.
//
// The parser does not read characters: cgx's preprocessor produces tokens and TokenAdapter maps them onto
// this grammar's token types (keywords by their literal spelling below, built-in type names to BASIC_TYPE,
// struct/typedef/interface names to TYPE_NAME, the words before a top-level declaration's type to MODIFIER
// (geometry and tessellation program modifiers: `TRIANGLE void main(`, `gp5tep TRIANGLES PATCH_3 void main(`),
// a buffer block's name after a qualifier to BLOCK_NAME (`uniform Material {`), and
// anything the grammar has no place for to UNKNOWN). A character constant is an INT_LITERAL, as in cgc.
// The lexer rules at the end define those token types and let the grammar lex plain text in tests.
//
// Shape, for speed of adaptive prediction (see shared/TOOLCHAIN.md): every built-in type is one token;
// declarations and expressions part within two tokens; binary operators are one left-recursive rule, which
// ANTLR turns into precedence climbing (a loop, not one call per level); postfix chains and assignment
// chains are loops.
grammar Cg;

tokens { TYPE_NAME, MODIFIER, BLOCK_NAME, UNKNOWN }

translationUnit
  : externalDeclaration* EOF
  ;

externalDeclaration
  : techniqueDeclaration
  | interfaceDeclaration
  | typedefDeclaration
  | declaration
  | ';'
  ;

// ---- Declarations -------------------------------------------------------------------------------------

// Variables, functions (prototypes and definitions) and struct definitions share their start.
declaration
  : declarationSpecifiers
    ( functionHeader (compoundStatement | ';')
    | initDeclarator (',' initDeclarator)* ';'
    | ';'
    )
  ;

declarationSpecifiers
  : MODIFIER* qualifier* typeSpecifier qualifier*
  ;

qualifier
  : 'in' | 'out' | 'inout' | 'uniform' | 'varying' | 'const' | 'static' | 'extern' | 'inline'
  | 'packed' | 'row_major' | 'column_major' | 'shared' | 'volatile' | 'unsigned' | 'precise'
  | '[' 'precise' ']'   // the attribute spelling of precise, as gp5 tessellation programs write it
  ;

typeSpecifier
  : BASIC_TYPE
  | TYPE_NAME
  | structSpecifier
  | bufferBlock
  | 'AttribArray' '<' typeSpecifier '>'
  ;

// A uniform buffer block: `uniform Material { float4 diffuse; } material : BUFFER[0];`
bufferBlock
  : BLOCK_NAME '{' structMember* '}'
  ;

// An anonymous struct has a body. With the name optional everywhere, `struct` followed by an identifier
// could also end the specifier before a declarator, a choice ANTLR had to predict with a closure over the
// whole grammar (4% of compiling C6E5v_skin4m to GLSL, callgrind); the two alternatives part at the token
// after 'struct'.
structSpecifier
  : 'struct' (name (':' name (',' name)*)? ('{' structMember* '}')? | '{' structMember* '}')
  ;

structMember
  : declaration
  | ';'
  ;

interfaceDeclaration
  : 'interface' name '{' declaration* '}' ';'?
  ;

typedefDeclaration
  : 'typedef' qualifier* typeSpecifier typedefName (',' typedefName)* ';'
  ;

typedefName
  : name arraySuffix*
  ;

functionHeader
  : name ('::' name)? '(' parameterList? ')' semantic?
  ;

parameterList
  : parameter (',' parameter)*
  ;

parameter
  : declarationSpecifiers (name arraySuffix*)? semantic? annotationBlock? ('=' initializer)?
  ;

initDeclarator
  : name arraySuffix* semantic? annotationBlock? ('=' initializer)?
  ;

arraySuffix
  : '[' expression? ']'
  ;

// A variable's name may be a type's name: cgc allows `Light Light;`.
name
  : IDENTIFIER
  | TYPE_NAME
  ;

semantic
  : ':' 'register' '(' registerArgument (',' registerArgument)* ')'
  | ':' semanticPart ('.' semanticPart)*
  ;

registerArgument
  : anyWord
  ;

semanticPart
  : anyWord ('[' INT_LITERAL ']')?
  ;

// Semantic and state names are words of any kind: `: state.matrix.texture[0]`, `: COLOR`.
anyWord
  : IDENTIFIER | TYPE_NAME | BASIC_TYPE | MODIFIER | INT_LITERAL
  ;

initializer
  : assignmentExpression
  | '{' (initializer (',' initializer)* ','?)? '}'
  | 'sampler_state' '{' stateAssignment* '}'
  | compileExpression
  ;

// CgFX: `compile arbvp1 main(args)`, as a state value or in a `vertexshader progs[2] = {...}` list.
compileExpression
  : 'compile' anyWord name '(' argumentList? ')'
  ;

// ---- CgFX ---------------------------------------------------------------------------------------------

annotationBlock
  : '<' annotation* '>'
  ;

annotation
  : typeSpecifier name ('=' annotationValue)? ';'
  ;

// No relational or shift operators here: a '>' ends the annotation block.
annotationValue
  : STRING_LITERAL+
  | ('-' | '+')? (INT_LITERAL | FLOAT_LITERAL)
  | 'true' | 'false'
  | IDENTIFIER
  | BASIC_TYPE '(' (annotationValue (',' annotationValue)*)? ')'
  | '{' (annotationValue (',' annotationValue)* ','?)? '}'
  ;

techniqueDeclaration
  : 'technique' name? annotationBlock? '{' passDeclaration* '}' ';'?
  ;

passDeclaration
  : 'pass' name? annotationBlock? '{' stateAssignment* '}' ';'?
  ;

stateAssignment
  : stateName ('[' expression ']')? '=' stateValue ';'
  ;

stateName
  : anyWord
  ;

stateValue
  : '<' name '>'
  | initializer
  ;

// ---- Statements ---------------------------------------------------------------------------------------

statement
  : compoundStatement                                                        # compoundStmt
  | localDeclaration                                                         # declStmt
  | 'if' '(' expression ')' statement ('else' statement)?                    # ifStmt
  | 'for' '(' forInit? ';' expression? ';' expression? ')' statement         # forStmt
  | 'while' '(' expression ')' statement                                     # whileStmt
  | 'do' statement 'while' '(' expression ')' ';'                            # doWhileStmt
  | 'switch' '(' expression ')' compoundStatement                            # switchStmt
  | 'case' conditionalExpression ':'                                         # caseStmt
  | 'default' ':'                                                            # defaultStmt
  | 'break' ';'                                                              # breakStmt
  | 'continue' ';'                                                           # continueStmt
  | 'return' expression? ';'                                                 # returnStmt
  | 'discard' ';'                                                            # discardStmt
  | expression ';'                                                           # exprStmt
  | ';'                                                                      # emptyStmt
  ;

compoundStatement
  : '{' statement* '}'
  ;

localDeclaration
  : typedefDeclaration
  | declarationSpecifiers (initDeclarator (',' initDeclarator)*)? ';'
  ;

forInit
  : declarationSpecifiers initDeclarator (',' initDeclarator)*
  | expression
  ;

// ---- Expressions --------------------------------------------------------------------------------------

expression
  : assignmentExpression (',' assignmentExpression)*
  ;

// Assignment is right-associative; the builder folds this flat list from the right. The target's
// l-value-ness is checked by semantic analysis, which lets the parser decide on one token.
// A `?:` can only end the chain, and its condition is the last operand: `a = b ? c : d = e` is
// `a = (b ? c : (d = e))`, as it was when the operands were conditionalExpressions whose last operand took
// the rest greedily. Spelled that way the grammar was ambiguous at each assignment operator (`a ? b : c = d`
// had two parses), so every assignmentExpression went through ANTLR's adaptive prediction, whose first use
// per process computes a closure over the follow links of the whole grammar. Here the next token decides.
assignmentExpression
  : binaryExpression (assignmentOperator binaryExpression)* ('?' expression ':' assignmentExpression)?
  ;

assignmentOperator
  : '=' | '*=' | '/=' | '%=' | '+=' | '-=' | '<<=' | '>>=' | '&=' | '^=' | '|='
  ;

// A `case` label's value: no assignment at its top level.
conditionalExpression
  : binaryExpression ('?' expression ':' assignmentExpression)?
  ;

// The binary operators, as a flat list: AstBuilder::buildBinary groups it by precedence, every operator
// binding to the left (tightest first: * / %, + -, << >>, < > <= >=, == !=, &, ^, |, &&, ||).
// Not ANTLR's left-recursive rule with precedence levels: its precedence predicates hid from ANTLR which
// token ends an operand, so every binary and every postfix expression went through adaptive prediction,
// whose first use per process computes closures over the follow links of the whole grammar: 19% of
// compiling C6E5v_skin4m to GLSL (callgrind, 19.6M -> 15.9M instructions). A flat list is decided by the
// next token.
binaryExpression
  : unaryExpression (ops+=('*' | '/' | '%' | '+' | '-' | '<<' | '>>' | '<' | '>' | '<=' | '>=' | '==' | '!=' | '&'
                         | '^' | '|' | '&&' | '||') unaryExpression)*
  ;

// Prefix operators and casts, the operand, then its postfix operators; their runs are loops so `- - - x`
// does not recurse per operator. One rule rather than a unary rule around a postfix rule: each rule an
// operand passes through costs ANTLR a context, and an operand is most of what a program is.
unaryExpression
  : prefix* primaryExpression postfixSuffix*
  ;

prefix
  : op=('++' | '--' | '+' | '-' | '!' | '~')
  | '(' castType ')'
  ;

castType
  : qualifier* (BASIC_TYPE | TYPE_NAME) arraySuffix*
  ;

postfixSuffix
  : '[' expression ']'                # indexSuffix
  | '(' argumentList? ')'             # callSuffix
  | '.' memberName                    # memberSuffix
  | op=('++' | '--')                  # incDecSuffix
  ;

// Swizzles and members: `.xyz`, `._m00_m11`, `.length`; cgc also lets a member share a type's name.
memberName
  : IDENTIFIER | TYPE_NAME | BASIC_TYPE
  ;

primaryExpression
  : IDENTIFIER                                     # nameExpr
  | INT_LITERAL                                    # intLiteral
  | FLOAT_LITERAL                                  # floatLiteral
  | ('true' | 'false')                             # boolLiteral
  | STRING_LITERAL+                                # stringLiteral
  | BASIC_TYPE '(' argumentList? ')'               # constructorExpr
  | TYPE_NAME '(' argumentList? ')'                # structConstructorExpr
  | (BASIC_TYPE | TYPE_NAME) arraySuffix+ '(' argumentList? ')'  # arrayConstructorExpr
  // A variable may take a struct's name (`tex_coords tex_coords; tex_coords.c0 = t;`); sema resolves it.
  // After the constructors: on `S(` ANTLR takes the first viable alternative, the constructor.
  | TYPE_NAME                                      # nameExpr
  | '(' expression ')'                             # parenExpr
  ;

// Geometry programs bind semantics to emitted values: `emitVertex(p : POSITION, c : COLOR)`.
argumentList
  : argument (',' argument)*
  ;

argument
  : assignmentExpression semantic?
  ;

// ---- Lexer --------------------------------------------------------------------------------------------
// Used only when the grammar lexes raw text (tests); cgxc lexes with its preprocessor.

BASIC_TYPE
  : ('float' | 'half' | 'fixed' | 'int' | 'uint' | 'bool' | 'double' | 'cint' | 'cfloat')
    ([1-4] ('x' [1-4])?)?
  | 'void' | 'string' | 'vertexshader' | 'pixelshader' | 'VertexShader' | 'PixelShader'
  | 'sampler' ('1D' | '2D' | '3D' | 'CUBE' | 'RECT' | '1DARRAY' | '2DARRAY' | 'CUBEARRAY' | 'BUF')?
  ;

IDENTIFIER
  : [a-zA-Z_] [a-zA-Z_0-9]*
  ;

FLOAT_LITERAL
  : ([0-9]+ '.' [0-9]* | '.' [0-9]+) EXPONENT? [fFhHxX]?
  | [0-9]+ EXPONENT [fFhHxX]?
  | [0-9]+ [fFhHxX]
  ;

fragment EXPONENT
  : [eE] [+-]? [0-9]+
  ;

INT_LITERAL
  : ('0' [xX] [0-9a-fA-F]+ | [0-9]+) [uUiIlL]*
  ;

STRING_LITERAL
  : '"' (~["\\\r\n] | '\\' .)* '"'
  ;

WHITESPACE
  : [ \t\r\n\f]+ -> skip
  ;

LINE_COMMENT
  : '//' ~[\r\n]* -> skip
  ;

BLOCK_COMMENT
  : '/*' .*? '*/' -> skip
  ;
