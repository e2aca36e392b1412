// Command ferretdb runs FerretDB v1 (MongoDB wire protocol on SQLite) embedded in one process,
// because the stock cmd/ferretdb panics without its generated version files under `go install`.
package main

import (
	"context"
	"flag"
	"log"
	"log/slog"
	"net/http"
	_ "net/http/pprof" // served only when FERRETDB_PPROF names an address
	"os"
	"os/signal"
	"slices"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "host:port to accept MongoDB clients on")
	dataDir := flag.String("data", "./data/ferretdb", "folder that keeps the SQLite databases")
	flag.Parse()

	if err := os.MkdirAll(*dataDir, 0o755); err != nil {
		log.Fatalf("ferretdb: cannot create data folder: %v", err)
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Logger:    slog.New(lazyAttrs{next: slog.Default().Handler()}),
		Handler:   "sqlite",
		// synchronous(normal): a commit is durable against a crash of any process (WAL), and synced
		// to disk at checkpoints rather than each commit — MongoDB's default durability (w:1, the
		// journal flushed every 100 ms), where a sync per commit cost 14 % of the engine's CPU.
		SQLiteURL: "file:" + *dataDir + "/?_pragma=synchronous(normal)",
	})
	if err != nil {
		log.Fatalf("ferretdb: %v", err)
	}

	// For profiling the engine under a benchmark: FERRETDB_PPROF=127.0.0.1:6060 serves /debug/pprof.
	if addr := os.Getenv("FERRETDB_PPROF"); addr != "" {
		go func() { log.Printf("ferretdb: pprof: %v", http.ListenAndServe(addr, nil)) }()
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	log.Printf("ferretdb: listening on %s, data in %s", *listen, *dataDir)
	f.Run(ctx)
	log.Printf("ferretdb: stopped")
}

// lazyAttrs keeps the attributes given to Logger.With until a record is written. FerretDB's SQL
// layer calls With(args...) twice per statement for debug lines that are never written, and slog's
// handlers format attributes when they are given: each insert quoted its whole documents twice
// (17 % of FerretDB's CPU storing tracking events, pprof).
type lazyAttrs struct {
	next  slog.Handler
	attrs []slog.Attr
}

func (h lazyAttrs) Enabled(ctx context.Context, level slog.Level) bool {
	return h.next.Enabled(ctx, level)
}

func (h lazyAttrs) Handle(ctx context.Context, record slog.Record) error {
	return h.next.WithAttrs(h.attrs).Handle(ctx, record)
}

func (h lazyAttrs) WithAttrs(attrs []slog.Attr) slog.Handler {
	return lazyAttrs{next: h.next, attrs: append(slices.Clip(h.attrs), attrs...)}
}

// WithGroup applies the attributes so far: those given after it belong to the group.
func (h lazyAttrs) WithGroup(name string) slog.Handler {
	return lazyAttrs{next: h.next.WithAttrs(h.attrs).WithGroup(name)}
}
