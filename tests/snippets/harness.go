// Go harness: runs the generated spanliftshards package on vectors.tsv. Usage: go run . VECTORS
package main

import (
	"encoding/hex"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	s "snippetstest/spanliftshards"
)

func mustHex(t string) []byte {
	b, err := hex.DecodeString(t)
	if err != nil {
		panic(err)
	}
	return b
}

func i64(t string) int64 {
	v, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		panic(err)
	}
	return v
}

func instant(t string) *time.Time {
	if t == "NULL" {
		return nil
	}
	m := i64(t)
	v := time.UnixMicro(m).In(time.FixedZone("elsewhere", -5*3600)) // the zone must not matter
	return &v
}

func str(t string) *string {
	if t == "NULL" {
		return nil
	}
	v := string(mustHex(t))
	return &v
}

func pair(farm int64, crc func() int64, null bool) []string {
	if null {
		return []string{fmt.Sprint(farm), "-"}
	}
	return []string{fmt.Sprint(farm), fmt.Sprint(crc())}
}

func got(kind, t string) []string {
	null := t == "NULL"
	switch kind {
	case "fp":
		return []string{fmt.Sprint(s.FarmFingerprint(mustHex(t))), fmt.Sprint(s.Crc32(mustHex(t)))}
	case "multi":
		p := strings.Split(t, ",")
		a := i64(p[0])
		return []string{fmt.Sprint(s.TMultiFarm(a, str(p[1]), instant(p[2]))), fmt.Sprint(s.TMultiCrc(a, str(p[1]), instant(p[2])))}
	case "bitrev":
		v := i64(t)
		return []string{fmt.Sprint(s.TSeqIdBitReverse(v)), fmt.Sprint(s.TSeqIdBitUnreverse(s.TSeqIdBitReverse(v)))}
	case "int64":
		if null {
			return pair(s.TInt64Farm(nil), nil, true)
		}
		v := i64(t)
		return pair(s.TInt64Farm(&v), func() int64 { return s.TInt64Crc(v) }, false)
	case "string":
		return pair(s.TStringFarm(str(t)), func() int64 { return s.TStringCrc(*str(t)) }, null)
	case "bool":
		if null {
			return pair(s.TBoolFarm(nil), nil, true)
		}
		v := t == "true"
		return pair(s.TBoolFarm(&v), func() int64 { return s.TBoolCrc(v) }, false)
	case "timestamp":
		return pair(s.TTimestampFarm(instant(t)), func() int64 { return s.TTimestampCrc(*instant(t)) }, null)
	case "date":
		if null {
			return pair(s.TDateFarm(nil), nil, true)
		}
		d, err := time.Parse("2006-01-02", t)
		if err != nil {
			panic(err)
		}
		return pair(s.TDateFarm(&d), func() int64 { return s.TDateCrc(d) }, false)
	default:
		var b []byte
		if !null {
			b = mustHex(t)
			if b == nil {
				b = []byte{} // empty, not NULL
			}
		}
		return pair(s.TBytesFarm(b), func() int64 { return s.TBytesCrc(b) }, null)
	}
}

func main() {
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	rows, failures := 0, 0
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" {
			continue
		}
		f := strings.Split(line, "\t")
		want := []string{f[2], f[3]}
		if f[0] == "bitrev" {
			want = []string{f[2], f[1]}
		}
		result := got(f[0], f[1])
		rows++
		if strings.Join(result, "\t") != strings.Join(want, "\t") {
			failures++
			fmt.Printf("go: %s %s: want %v got %v\n", f[0], f[1], want, result)
		}
	}
	if !strings.HasPrefix(s.TMultiKeyReadBetween, "SELECT") {
		failures++
	}
	fmt.Printf("go: %d rows, %d failures\n", rows, failures)
	if failures > 0 {
		os.Exit(1)
	}
}
