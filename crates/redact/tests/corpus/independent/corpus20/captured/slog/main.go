package main

import (
	"encoding/json"
	"log/slog"
	"net/url"
	"os"
	"time"
)

type Ev struct {
	Level string   `json:"level"`
	Msg   string   `json:"msg"`
	Attrs [][2]any `json:"attrs"`
}

func main() {
	var evs []Ev
	if err := json.NewDecoder(os.Stdin).Decode(&evs); err != nil {
		panic(err)
	}
	base := time.Date(2026, 3, 14, 9, 26, 53, 0, time.UTC)
	i := 0
	opts := &slog.HandlerOptions{Level: slog.LevelDebug,
		ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey && len(groups) == 0 {
				return slog.Time(slog.TimeKey, base.Add(time.Duration(i)*1317*time.Millisecond))
			}
			return a
		}}
	var h slog.Handler
	if len(os.Args) > 1 && os.Args[1] == "json" {
		h = slog.NewJSONHandler(os.Stdout, opts)
	} else {
		h = slog.NewTextHandler(os.Stdout, opts)
	}
	lg := slog.New(h)
	lvl := map[string]slog.Level{"DEBUG": slog.LevelDebug, "INFO": slog.LevelInfo, "WARN": slog.LevelWarn, "ERROR": slog.LevelError}
	for n, e := range evs {
		i = n
		args := []any{}
		for _, kv := range e.Attrs {
			k := kv[0].(string)
			if m, ok := kv[1].(map[string]any); ok {
				if s, ok := m["url"].(string); ok {
					u, err := url.Parse(s)
					if err != nil {
						panic(err)
					}
					args = append(args, slog.Any(k, u))
					continue
				}
			}
			if f, ok := kv[1].(float64); ok {
				args = append(args, slog.Int64(k, int64(f)))
				continue
			}
			args = append(args, slog.Any(k, kv[1]))
		}
		lg.Log(nil, lvl[e.Level], e.Msg, args...)
	}
}
