// Command ferretdb runs FerretDB v1 (MongoDB wire protocol on SQLite) embedded in one process,
// because the stock cmd/ferretdb panics without its generated version files under `go install`.
package main

import (
	"context"
	"flag"
	"log"
	"os"
	"os/signal"
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
		Handler:   "sqlite",
		SQLiteURL: "file:" + *dataDir + "/",
	})
	if err != nil {
		log.Fatalf("ferretdb: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	log.Printf("ferretdb: listening on %s, data in %s", *listen, *dataDir)
	f.Run(ctx)
	log.Printf("ferretdb: stopped")
}
