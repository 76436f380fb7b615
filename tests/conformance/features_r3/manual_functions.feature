# r3's own scenarios for issue 29 §1, round 4: every constant example of the manual's function
# pages (../shared/nebula-docs/6.functions-and-expressions) that shows its output. Each
# scenario is named after the page and line of its example; the query and the expected
# table are the manual's own (the console's `__NULL__` is written NULL, as the TCK writes it).
# Examples whose result is random or the clock's (rand*, now(), timestamp()) are left out.
# Where the manual contradicts itself or NebulaGraph's own TCK, the scenario says so in a
# comment and either follows the consistent reading or is tagged @skip with the reason.
Feature: The manual's function examples (r3)

  Scenario: 6.functions-and-expressions/1.math.md:18
    When executing query:
      """
      RETURN abs(-10)
      """
    Then the result should be, in any order:
      | abs(-(10)) |
      | 10 |

  Scenario: 6.functions-and-expressions/1.math.md:24
    When executing query:
      """
      RETURN abs(5-6)
      """
    Then the result should be, in any order:
      | abs((5-6)) |
      | 1 |

  Scenario: 6.functions-and-expressions/1.math.md:45
    When executing query:
      """
      RETURN floor(9.9)
      """
    Then the result should be, in any order:
      | floor(9.9) |
      | 9.0 |

  Scenario: 6.functions-and-expressions/1.math.md:66
    When executing query:
      """
      RETURN ceil(9.1)
      """
    Then the result should be, in any order:
      | ceil(9.1) |
      | 10.0 |

  Scenario: 6.functions-and-expressions/1.math.md:96
    When executing query:
      """
      RETURN round(314.15926, 2)
      """
    Then the result should be, in any order:
      | round(314.15926,2) |
      | 314.16 |

  Scenario: 6.functions-and-expressions/1.math.md:103
    When executing query:
      """
      RETURN round(314.15926, -1)
      """
    Then the result should be, in any order:
      | round(314.15926,-(1)) |
      | 310.0 |

  Scenario: 6.functions-and-expressions/1.math.md:110
    When executing query:
      """
      RETURN round(314.15926, 2, "DOWN")
      """
    Then the result should be, in any order:
      | round(314.15926,2,"DOWN") |
      | 314.15 |

  Scenario: 6.functions-and-expressions/1.math.md:117
    When executing query:
      """
      RETURN round(314.15926, 2, "CEILING")
      """
    Then the result should be, in any order:
      | round(314.15926,2,"CEILING") |
      | 314.16 |

  Scenario: 6.functions-and-expressions/1.math.md:124
    When executing query:
      """
      RETURN round(314.15926, 2, "FLOOR")
      """
    Then the result should be, in any order:
      | round(314.15926,2,"FLOOR") |
      | 314.15 |

  # The manual's query rounds to 2 digits, its header says 1 and its value fits neither mode
  # (HALF_DOWN of 314.15926 at 1 digit is 314.2, not 314.1): an unreliable example.
  @skip
  Scenario: 6.functions-and-expressions/1.math.md:131
    When executing query:
      """
      RETURN round(314.15926, 2, "HALF_UP")
      """
    Then the result should be, in any order:
      | round(314.15926,1,"HALF_UP") |
      | 314.2 |

  # The manual's query rounds to 2 digits, its header says 1 and its value fits neither mode
  # (HALF_DOWN of 314.15926 at 1 digit is 314.2, not 314.1): an unreliable example.
  @skip
  Scenario: 6.functions-and-expressions/1.math.md:138
    When executing query:
      """
      RETURN round(314.15926, 2, "HALF_DOWN")
      """
    Then the result should be, in any order:
      | round(314.15926,1,"HALF_DOWN") |
      | 314.1 |

  # The manual's query rounds to 2 digits, its header says 1 and its value fits neither mode
  # (HALF_DOWN of 314.15926 at 1 digit is 314.2, not 314.1): an unreliable example.
  @skip
  Scenario: 6.functions-and-expressions/1.math.md:145
    When executing query:
      """
      RETURN round(314.15926, 2, "HALF_EVEN")
      """
    Then the result should be, in any order:
      | round(314.15926,1,"HALF_EVEN") |
      | 314.2 |

  Scenario: 6.functions-and-expressions/1.math.md:168
    When executing query:
      """
      RETURN sqrt(9)
      """
    Then the result should be, in any order:
      | sqrt(9) |
      | 3.0 |

  Scenario: 6.functions-and-expressions/1.math.md:189
    When executing query:
      """
      RETURN cbrt(8)
      """
    Then the result should be, in any order:
      | cbrt(8) |
      | 2.0 |

  Scenario: 6.functions-and-expressions/1.math.md:210
    When executing query:
      """
      RETURN hypot(3,2*2)
      """
    Then the result should be, in any order:
      | hypot(3,(2*2)) |
      | 5.0 |

  Scenario: 6.functions-and-expressions/1.math.md:233
    When executing query:
      """
      RETURN pow(3,3)
      """
    Then the result should be, in any order:
      | pow(3,3) |
      | 27 |

  Scenario: 6.functions-and-expressions/1.math.md:254
    When executing query:
      """
      RETURN exp(2)
      """
    Then the result should be, in any order:
      | exp(2) |
      | 7.38905609893065 |

  Scenario: 6.functions-and-expressions/1.math.md:275
    When executing query:
      """
      RETURN exp2(3)
      """
    Then the result should be, in any order:
      | exp2(3) |
      | 8.0 |

  Scenario: 6.functions-and-expressions/1.math.md:296
    When executing query:
      """
      RETURN log(8)
      """
    Then the result should be, in any order:
      | log(8) |
      | 2.0794415416798357 |

  Scenario: 6.functions-and-expressions/1.math.md:317
    When executing query:
      """
      RETURN log2(8)
      """
    Then the result should be, in any order:
      | log2(8) |
      | 3.0 |

  Scenario: 6.functions-and-expressions/1.math.md:338
    When executing query:
      """
      RETURN log10(100)
      """
    Then the result should be, in any order:
      | log10(100) |
      | 2.0 |

  Scenario: 6.functions-and-expressions/1.math.md:359
    When executing query:
      """
      RETURN sin(3)
      """
    Then the result should be, in any order:
      | sin(3) |
      | 0.1411200080598672 |

  Scenario: 6.functions-and-expressions/1.math.md:380
    When executing query:
      """
      RETURN asin(0.5)
      """
    Then the result should be, in any order:
      | asin(0.5) |
      | 0.5235987755982989 |

  Scenario: 6.functions-and-expressions/1.math.md:401
    When executing query:
      """
      RETURN cos(0.5)
      """
    Then the result should be, in any order:
      | cos(0.5) |
      | 0.8775825618903728 |

  Scenario: 6.functions-and-expressions/1.math.md:422
    When executing query:
      """
      RETURN acos(0.5)
      """
    Then the result should be, in any order:
      | acos(0.5) |
      | 1.0471975511965979 |

  Scenario: 6.functions-and-expressions/1.math.md:443
    When executing query:
      """
      RETURN tan(0.5)
      """
    Then the result should be, in any order:
      | tan(0.5) |
      | 0.5463024898437905 |

  Scenario: 6.functions-and-expressions/1.math.md:464
    When executing query:
      """
      RETURN atan(0.5)
      """
    Then the result should be, in any order:
      | atan(0.5) |
      | 0.4636476090008061 |

  Scenario: 6.functions-and-expressions/1.math.md:554
    When executing query:
      """
      RETURN bit_and(5,6)
      """
    Then the result should be, in any order:
      | bit_and(5,6) |
      | 4 |

  Scenario: 6.functions-and-expressions/1.math.md:575
    When executing query:
      """
      RETURN bit_or(5,6)
      """
    Then the result should be, in any order:
      | bit_or(5,6) |
      | 7 |

  Scenario: 6.functions-and-expressions/1.math.md:596
    When executing query:
      """
      RETURN bit_xor(5,6)
      """
    Then the result should be, in any order:
      | bit_xor(5,6) |
      | 3 |

  Scenario: 6.functions-and-expressions/1.math.md:618
    When executing query:
      """
      RETURN size([1,2,3,4])
      """
    Then the result should be, in any order:
      | size([1,2,3,4]) |
      | 4 |

  Scenario: 6.functions-and-expressions/1.math.md:627
    When executing query:
      """
      RETURN size("basketballplayer") as size
      """
    Then the result should be, in any order:
      | size |
      | 16 |

  Scenario: 6.functions-and-expressions/1.math.md:652
    When executing query:
      """
      RETURN range(1,3*3,2)
      """
    Then the result should be, in any order:
      | range(1,(3*3),2) |
      | [1, 3, 5, 7, 9] |

  Scenario: 6.functions-and-expressions/1.math.md:673
    When executing query:
      """
      RETURN sign(10)
      """
    Then the result should be, in any order:
      | sign(10) |
      | 1 |

  Scenario: 6.functions-and-expressions/1.math.md:730
    When executing query:
      """
      RETURN radians(180)
      """
    Then the result should be, in any order:
      | radians(180) |
      | 3.141592653589793 |

  Scenario: 6.functions-and-expressions/10.collect.md:10
    When executing query:
      """
      UNWIND [1, 2, 1] AS a RETURN a
      """
    Then the result should be, in any order:
      | a |
      | 1 |
      | 2 |
      | 1 |

  Scenario: 6.functions-and-expressions/10.collect.md:20
    When executing query:
      """
      UNWIND [1, 2, 1] AS a RETURN collect(a)
      """
    Then the result should be, in any order:
      | collect(a) |
      | [1, 2, 1] |

  # The manual prints the nested aggregate upper-case (size(COLLECT(a))); NebulaGraph's TCK
  # prints a nested one as written ((INT)abs(count(2)), yield.feature): the TCK wins.
  @skip
  Scenario: 6.functions-and-expressions/10.collect.md:28
    When executing query:
      """
      UNWIND [1, 2, 1] AS a RETURN a, collect(a), size(collect(a))
      """
    Then the result should be, in any order:
      | a | collect(a) | size(COLLECT(a)) |
      | 2 | [2] | 1 |
      | 1 | [1, 1] | 2 |

  Scenario: 6.functions-and-expressions/10.collect.md:38
    When executing query:
      """
      UNWIND ["c", "b", "a", "d" ] AS p WITH p AS q ORDER BY q DESC LIMIT 3 RETURN collect(q)
      """
    Then the result should be, in order:
      | collect(q) |
      | ["d", "c", "b"] |

  Scenario: 6.functions-and-expressions/10.collect.md:48
    When executing query:
      """
      WITH [1, 1, 2, 2] AS coll UNWIND coll AS x WITH DISTINCT x RETURN collect(x) AS ss
      """
    Then the result should be, in any order:
      | ss |
      | [1, 2] |

  Scenario: 6.functions-and-expressions/11.reduce.md:32
    When executing query:
      """
      RETURN reduce(totalNum = 10, n IN range(1, 3) | totalNum + n) AS r
      """
    Then the result should be, in any order:
      | r |
      | 16 |

  Scenario: 6.functions-and-expressions/11.reduce.md:39
    When executing query:
      """
      RETURN reduce(totalNum = -4 * 5, n IN [1, 2] | totalNum + n * 2) AS r
      """
    Then the result should be, in any order:
      | r |
      | -14 |

  Scenario: 6.functions-and-expressions/13.concat.md:23
    When executing query:
      """
      RETURN concat("1","2","3") AS r
      """
    Then the result should be, in any order:
      | r |
      | "123" |

  Scenario: 6.functions-and-expressions/13.concat.md:31
    When executing query:
      """
      RETURN concat("1","2",NULL) AS r
      """
    Then the result should be, in any order:
      | r |
      | NULL |

  Scenario: 6.functions-and-expressions/13.concat.md:69
    When executing query:
      """
      RETURN concat_ws("+","a","b","c") AS r
      """
    Then the result should be, in any order:
      | r |
      | "a+b+c" |

  Scenario: 6.functions-and-expressions/13.concat.md:85
    When executing query:
      """
      RETURN concat_ws("+","a",NULL,"b","c") AS r
      """
    Then the result should be, in any order:
      | r |
      | "a+b+c" |

  Scenario: 6.functions-and-expressions/13.concat.md:93
    When executing query:
      """
      RETURN concat_ws("+","a") AS r
      """
    Then the result should be, in any order:
      | r |
      | "a" |

  Scenario: 6.functions-and-expressions/15.aggregating.md:41
    When executing query:
      """
      WITH [NULL, 1, 1, 2, 2] As a UNWIND a AS b RETURN count(b), count(*), count(DISTINCT b)
      """
    Then the result should be, in any order:
      | count(b) | count(*) | count(distinct b) |
      | 4 | 5 | 2 |

  Scenario: 6.functions-and-expressions/15.aggregating.md:193
    When executing query:
      """
      UNWIND [1, 2, 1] AS a RETURN a
      """
    Then the result should be, in any order:
      | a |
      | 1 |
      | 2 |
      | 1 |

  Scenario: 6.functions-and-expressions/15.aggregating.md:203
    When executing query:
      """
      UNWIND [1, 2, 1] AS a RETURN collect(a)
      """
    Then the result should be, in any order:
      | collect(a) |
      | [1, 2, 1] |

  Scenario: 6.functions-and-expressions/15.aggregating.md:211
    When executing query:
      """
      UNWIND [1, 2, 1] AS a RETURN a, collect(a), size(collect(a))
      """
    Then the result should be, in any order:
      | a | collect(a) | size(collect(a)) |
      | 2 | [2] | 1 |
      | 1 | [1, 1] | 2 |

  Scenario: 6.functions-and-expressions/15.aggregating.md:221
    When executing query:
      """
      UNWIND ["c", "b", "a", "d" ] AS p WITH p AS q ORDER BY q DESC LIMIT 3 RETURN collect(q)
      """
    Then the result should be, in order:
      | collect(q) |
      | ["d", "c", "b"] |

  Scenario: 6.functions-and-expressions/15.aggregating.md:231
    When executing query:
      """
      WITH [1, 1, 2, 2] AS coll UNWIND coll AS x WITH DISTINCT x RETURN collect(x) AS ss
      """
    Then the result should be, in any order:
      | ss |
      | [1, 2] |

  Scenario: 6.functions-and-expressions/16.type-conversion.md:16
    When executing query:
      """
      UNWIND [true, false, 'true', 'false', NULL] AS b RETURN toBoolean(b) AS b
      """
    Then the result should be, in any order:
      | b |
      | true |
      | false |
      | true |
      | false |
      | NULL |

  Scenario: 6.functions-and-expressions/16.type-conversion.md:40
    When executing query:
      """
      RETURN toFloat(1), toFloat('1.3'), toFloat('1e3'), toFloat('not a number')
      """
    Then the result should be, in any order:
      | toFloat(1) | toFloat("1.3") | toFloat("1e3") | toFloat("not a number") |
      | 1.0 | 1.3 | 1000.0 | NULL |

  Scenario: 6.functions-and-expressions/16.type-conversion.md:59
    When executing query:
      """
      RETURN toString(9669) AS int2str, toString(null) AS null2str
      """
    Then the result should be, in any order:
      | int2str | null2str |
      | "9669" | NULL |

  Scenario: 6.functions-and-expressions/16.type-conversion.md:78
    When executing query:
      """
      RETURN toInteger(1), toInteger('1'), toInteger('1e3'), toInteger('not a number')
      """
    Then the result should be, in any order:
      | toInteger(1) | toInteger("1") | toInteger("1e3") | toInteger("not a number") |
      | 1 | 1 | 1000 | NULL |

  Scenario: 6.functions-and-expressions/16.type-conversion.md:97
    When executing query:
      """
      RETURN toSet(list[1,2,3,1,2]) AS list2set
      """
    Then the result should be, in any order:
      | list2set |
      | {3, 1, 2} |

  Scenario: 6.functions-and-expressions/2.string.md:26
    When executing query:
      """
      RETURN strcasecmp("a","aa")
      """
    Then the result should be, in any order:
      | strcasecmp("a","aa") |
      | -97 |

  Scenario: 6.functions-and-expressions/2.string.md:47
    When executing query:
      """
      RETURN lower("Basketball_Player")
      """
    Then the result should be, in any order:
      | lower("Basketball_Player") |
      | "basketball_player" |

  Scenario: 6.functions-and-expressions/2.string.md:68
    When executing query:
      """
      RETURN upper("Basketball_Player")
      """
    Then the result should be, in any order:
      | upper("Basketball_Player") |
      | "BASKETBALL_PLAYER" |

  Scenario: 6.functions-and-expressions/2.string.md:89
    When executing query:
      """
      RETURN length("basketball")
      """
    Then the result should be, in any order:
      | length("basketball") |
      | 10 |

  Scenario: 6.functions-and-expressions/2.string.md:121
    When executing query:
      """
      RETURN trim(" basketball player ")
      """
    Then the result should be, in any order:
      | trim(" basketball player ") |
      | "basketball player" |

  Scenario: 6.functions-and-expressions/2.string.md:142
    When executing query:
      """
      RETURN ltrim(" basketball player ")
      """
    Then the result should be, in any order:
      | ltrim(" basketball player ") |
      | "basketball player " |

  Scenario: 6.functions-and-expressions/2.string.md:163
    When executing query:
      """
      RETURN rtrim(" basketball player ")
      """
    Then the result should be, in any order:
      | rtrim(" basketball player ") |
      | " basketball player" |

  Scenario: 6.functions-and-expressions/2.string.md:186
    When executing query:
      """
      RETURN left("basketball_player",6)
      """
    Then the result should be, in any order:
      | left("basketball_player",6) |
      | "basket" |

  Scenario: 6.functions-and-expressions/2.string.md:209
    When executing query:
      """
      RETURN right("basketball_player",6)
      """
    Then the result should be, in any order:
      | right("basketball_player",6) |
      | "player" |

  Scenario: 6.functions-and-expressions/2.string.md:234
    When executing query:
      """
      RETURN lpad("abcd",10,"b")
      """
    Then the result should be, in any order:
      | lpad("abcd",10,"b") |
      | "bbbbbbabcd" |

  Scenario: 6.functions-and-expressions/2.string.md:240
    When executing query:
      """
      RETURN lpad("abcd",3,"b")
      """
    Then the result should be, in any order:
      | lpad("abcd",3,"b") |
      | "abc" |

  Scenario: 6.functions-and-expressions/2.string.md:265
    When executing query:
      """
      RETURN rpad("abcd",10,"b")
      """
    Then the result should be, in any order:
      | rpad("abcd",10,"b") |
      | "abcdbbbbbb" |

  Scenario: 6.functions-and-expressions/2.string.md:271
    When executing query:
      """
      RETURN rpad("abcd",3,"b")
      """
    Then the result should be, in any order:
      | rpad("abcd",3,"b") |
      | "abc" |

  Scenario: 6.functions-and-expressions/2.string.md:314
    When executing query:
      """
      RETURN substr("abcdefg",2,4)
      """
    Then the result should be, in any order:
      | substr("abcdefg",2,4) |
      | "cdef" |

  Scenario: 6.functions-and-expressions/2.string.md:320
    When executing query:
      """
      RETURN substr("abcdefg",0,4)
      """
    Then the result should be, in any order:
      | substr("abcdefg",0,4) |
      | "abcd" |

  Scenario: 6.functions-and-expressions/2.string.md:326
    When executing query:
      """
      RETURN substr("abcdefg",2)
      """
    Then the result should be, in any order:
      | substr("abcdefg",2) |
      | "cdefg" |

  Scenario: 6.functions-and-expressions/2.string.md:347
    When executing query:
      """
      RETURN reverse("abcdefg")
      """
    Then the result should be, in any order:
      | reverse("abcdefg") |
      | "gfedcba" |

  Scenario: 6.functions-and-expressions/2.string.md:372
    When executing query:
      """
      RETURN replace("abcdefg","cd","AAAAA")
      """
    Then the result should be, in any order:
      | replace("abcdefg","cd","AAAAA") |
      | "abAAAAAefg" |

  Scenario: 6.functions-and-expressions/2.string.md:395
    When executing query:
      """
      RETURN split("basketballplayer","a")
      """
    Then the result should be, in any order:
      | split("basketballplayer","a") |
      | ["b", "sketb", "llpl", "yer"] |

  Scenario: 6.functions-and-expressions/2.string.md:419
    When executing query:
      """
      RETURN concat("1","2","3") AS r
      """
    Then the result should be, in any order:
      | r |
      | "123" |

  Scenario: 6.functions-and-expressions/2.string.md:427
    When executing query:
      """
      RETURN concat("1","2",NULL) AS r
      """
    Then the result should be, in any order:
      | r |
      | NULL |

  Scenario: 6.functions-and-expressions/2.string.md:462
    When executing query:
      """
      RETURN concat_ws("+","a","b","c") AS r
      """
    Then the result should be, in any order:
      | r |
      | "a+b+c" |

  Scenario: 6.functions-and-expressions/2.string.md:478
    When executing query:
      """
      RETURN concat_ws("+","a",NULL,"b","c") AS r
      """
    Then the result should be, in any order:
      | r |
      | "a+b+c" |

  Scenario: 6.functions-and-expressions/2.string.md:486
    When executing query:
      """
      RETURN concat_ws("+","a") AS r
      """
    Then the result should be, in any order:
      | r |
      | "a" |

  Scenario: 6.functions-and-expressions/2.string.md:552
    When executing query:
      """
      YIELD json_extract('{"a": 1, "b": {}, "c": {"d": true}}') AS result
      """
    Then the result should be, in any order:
      | result |
      | {a: 1, b: {}, c: {d: true}} |

  Scenario: 6.functions-and-expressions/5.conditional-expressions.md:37
    When executing query:
      """
      RETURN CASE 2+3 WHEN 4 THEN 0 WHEN 5 THEN 1 ELSE -1 END AS result
      """
    Then the result should be, in any order:
      | result |
      | 1 |

  Scenario: 6.functions-and-expressions/5.conditional-expressions.md:89
    When executing query:
      """
      YIELD CASE WHEN 4 > 5 THEN 0 WHEN 3+4==7 THEN 1 ELSE 2 END AS result
      """
    Then the result should be, in any order:
      | result |
      | 1 |

  Scenario: 6.functions-and-expressions/5.conditional-expressions.md:160
    When executing query:
      """
      RETURN coalesce(null,[1,2,3]) as result
      """
    Then the result should be, in any order:
      | result |
      | [1, 2, 3] |

  Scenario: 6.functions-and-expressions/5.conditional-expressions.md:166
    When executing query:
      """
      RETURN coalesce(null) as result
      """
    Then the result should be, in any order:
      | result |
      | NULL |

  Scenario: 6.functions-and-expressions/6.list.md:26
    When executing query:
      """
      WITH [NULL, 4923, 'abc', 521, 487] AS ids RETURN reverse(ids), tail(ids), head(ids), last(ids), coalesce(ids)
      """
    Then the result should be, in any order:
      | reverse(ids) | tail(ids) | head(ids) | last(ids) | coalesce(ids) |
      | [487, 521, "abc", 4923, NULL] | [4923, "abc", 521, 487] | NULL | 487 | 4923 |

  Scenario: 6.functions-and-expressions/7.count.md:24
    When executing query:
      """
      WITH [NULL, 1, 1, 2, 2] As a UNWIND a AS b RETURN count(b), count(*), count(DISTINCT b)
      """
    Then the result should be, in any order:
      | count(b) | count(*) | count(distinct b) |
      | 4 | 5 | 2 |

  Scenario: 6.functions-and-expressions/8.predicate.md:32
    When executing query:
      """
      RETURN any(n IN [1, 2, 3, 4, 5, NULL] WHERE n > 2) AS r
      """
    Then the result should be, in any order:
      | r |
      | true |

  Scenario: 6.functions-and-expressions/8.predicate.md:40
    When executing query:
      """
      RETURN single(n IN range(1, 5) WHERE n == 3) AS r
      """
    Then the result should be, in any order:
      | r |
      | true |

  Scenario: 6.functions-and-expressions/8.predicate.md:48
    When executing query:
      """
      RETURN none(n IN range(1, 3) WHERE n == 0) AS r
      """
    Then the result should be, in any order:
      | r |
      | true |

  Scenario: 6.functions-and-expressions/8.predicate.md:56
    When executing query:
      """
      WITH [1, 2, 3, 4, 5, NULL] AS a RETURN any(n IN a WHERE n > 2)
      """
    Then the result should be, in any order:
      | any(n IN a WHERE (n>2)) |
      | true |
