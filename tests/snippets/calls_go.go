// Go runner of snippet_calls.py: calls CALLS; one result per line. table.go (generated) maps each
// function name to a call with decoded arguments.
package main

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

func must(err error) {
	if err != nil {
		panic(err)
	}
}

func dInt64(t string) int64 {
	v, err := strconv.ParseInt(t, 10, 64)
	must(err)
	return v
}

func dString(t string) string {
	b, err := hex.DecodeString(t)
	must(err)
	return string(b)
}

func dBool(t string) bool { return t == "true" }

// The zone of a time.Time must not matter: instants come in a zone west of UTC.
func dTime(t string) time.Time {
	return time.UnixMicro(dInt64(t)).In(time.FixedZone("elsewhere", -5*3600))
}

func dDate(t string) time.Time {
	p := strings.Split(t, "-")
	return time.Date(int(dInt64(p[0])), time.Month(dInt64(p[1])), int(dInt64(p[2])), 0, 0, 0, 0, time.UTC)
}

func dBytes(t string) []byte {
	if t == "NULL" {
		return nil
	}
	b, err := hex.DecodeString(t)
	must(err)
	return b
}

func ptr[T any](t string, decode func(string) T) *T {
	if t == "NULL" {
		return nil
	}
	v := decode(t)
	return &v
}

func pInt64(t string) *int64    { return ptr(t, dInt64) }
func pString(t string) *string  { return ptr(t, dString) }
func pBool(t string) *bool      { return ptr(t, dBool) }
func pTime(t string) *time.Time { return ptr(t, dTime) }
func pDate(t string) *time.Time { return ptr(t, dDate) }

func main() {
	f, err := os.Open(os.Args[1])
	must(err)
	in := bufio.NewScanner(f)
	in.Buffer(make([]byte, 1<<20), 1<<24)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for in.Scan() {
		fields := strings.Split(in.Text(), "\t")
		fmt.Fprintln(out, functions[fields[0]](fields[2:]))
	}
	must(in.Err())
}
